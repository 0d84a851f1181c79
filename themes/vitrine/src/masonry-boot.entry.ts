/**
 * Printed inline right after the post grid (never loaded as a file): places the masonry cards before
 * the first paint, so the layout never shifts. The blog script takes over from there.
 */
import { layoutMasonry } from './blog/masonry';

const grid = document.getElementById( 'vitrine-posts' );
if ( grid ) {
	layoutMasonry( grid );
}
