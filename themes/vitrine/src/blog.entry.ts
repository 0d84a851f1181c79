/**
 * The blog script, loaded only on post lists that use masonry or infinite scroll.
 */
import { readSettingsScript } from '@vitrine/shared';
import { readProperties } from './blog/properties';
import { watchMasonry } from './blog/masonry';
import { initInfiniteScroll } from './blog/infinite-scroll';

const props = readProperties( readSettingsScript( 'vitrine-blog-properties' ) );
const grid = document.getElementById( 'vitrine-posts' );
const container = document.querySelector< HTMLElement >( '.vitrine-infinite' );
if ( props && grid ) {
	const relayout = props.masonryStatus === 'enabled' ? watchMasonry( grid ) : undefined;
	if ( props.infScroll === 'enabled' && container && props.endpoint ) {
		initInfiniteScroll( { grid, container, props, onAppend: relayout } );
	}
}
