/**
 * The gallery's handler: filters by tag (buttons printed by the server) and opens the lightbox
 * on a thumbnail's link, among the images the filter shows. Without it, each link opens the full
 * image, so the gallery works without JavaScript.
 */
import { __, _n, sprintf } from '@vitrine/shared';
import type { Handler } from '@vitrine/runtime';
import { createLightbox, type Lightbox, type LightboxItem } from './lightbox';
import { matchesTag, parseGallerySettings } from './logic';

const gallery: Handler = ( { element, settings: raw, mode, signal } ) => {
	const settings = parseGallerySettings( raw );
	const figures = Array.from( element.querySelectorAll< HTMLElement >( '.vitrine-gallery__item' ) );
	const filters = Array.from( element.querySelectorAll< HTMLButtonElement >( '.vitrine-gallery__filter' ) );
	const status = element.querySelector< HTMLElement >( '.vitrine-gallery__status' );
	let lightbox: Lightbox | null = null;

	const visibleItems = (): LightboxItem[] =>
		figures
			.filter( ( figure ) => ! figure.hidden )
			.map( ( figure ) => {
				const link = figure.querySelector< HTMLAnchorElement >( '.vitrine-gallery__link' )!;
				return {
					src: link.href,
					width: Number( link.dataset.width ) || 0,
					height: Number( link.dataset.height ) || 0,
					alt: link.querySelector( 'img' )?.alt ?? '',
					caption: figure.querySelector( 'figcaption' )?.textContent ?? '',
					opener: link,
				};
			} );

	const onClick = ( event: MouseEvent ) => {
		const target = event.target as HTMLElement;
		const filter = target.closest< HTMLButtonElement >( '.vitrine-gallery__filter' );
		if ( filter && settings.filter ) {
			const tag = filter.dataset.tag ?? '';
			filters.forEach( ( b ) => b.setAttribute( 'aria-pressed', b === filter ? 'true' : 'false' ) );
			let shown = 0;
			figures.forEach( ( figure ) => {
				figure.hidden = ! matchesTag( figure.dataset.tags ?? '', tag );
				shown += figure.hidden ? 0 : 1;
			} );
			if ( status ) {
				/* translators: %d: number of images shown. */
				status.textContent = sprintf( _n( '%d image shown', '%d images shown', shown, 'vitrine' ), shown );
			}
			return;
		}
		const link = target.closest< HTMLAnchorElement >( '.vitrine-gallery__link' );
		if ( link && mode === 'edit' ) {
			event.preventDefault(); // In the editor a thumbnail selects the block: no viewer, no leaving.
			return;
		}
		if ( ! link || ! settings.lightbox || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey ) {
			return; // New-tab clicks keep the browser's behaviour.
		}
		event.preventDefault();
		const items = visibleItems();
		lightbox ??= createLightbox(
			sprintf( /* translators: %s: gallery label. */ __( '%s: image viewer', 'vitrine' ), settings.label )
		);
		lightbox.open(
			items,
			Math.max(
				0,
				items.findIndex( ( item ) => item.opener === link )
			)
		);
	};

	element.addEventListener( 'click', onClick, { signal } );
	element.classList.add( 'is-ready' );
	return () => {
		element.classList.remove( 'is-ready' );
		figures.forEach( ( figure ) => ( figure.hidden = false ) );
		lightbox?.destroy();
	};
};

export default gallery;
