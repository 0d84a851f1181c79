/**
 * The swatch image field of a product attribute's term screens (docs/loop.md, "Swatches"): the
 * attachment id field the server prints becomes a picker over WordPress's media library (wp.media),
 * with the chosen picture shown and a way to remove it. Without JavaScript the id field stays.
 */
import { __ } from '@wordpress/i18n';
import { swatchPicture, type MediaAttachment } from './swatch-picture';
import './swatch-image.scss';

interface MediaFrame {
	on: ( event: 'select', callback: () => void ) => void;
	open: () => void;
	state: () => { get: ( key: 'selection' ) => { first: () => { toJSON: () => MediaAttachment } | undefined } };
}

type MediaFactory = ( options: {
	title: string;
	button: { text: string };
	library: { type: string };
	multiple: boolean;
} ) => MediaFrame;

function mediaLibrary(): MediaFactory | undefined {
	return ( window as unknown as { wp?: { media?: MediaFactory } } ).wp?.media;
}

function enhance( field: HTMLElement ): void {
	const input = field.querySelector< HTMLInputElement >( 'input' );
	const label = input?.id ? document.querySelector< HTMLLabelElement >( `label[for="${ input.id }"]` ) : null;
	if ( ! input || ! label || ! mediaLibrary() ) {
		return; // No media library on this screen: the id field stays as it is.
	}
	// The label now names the group of controls; the id travels in a hidden field.
	label.id = `${ input.id }-label`;
	label.removeAttribute( 'for' );
	field.setAttribute( 'role', 'group' );
	field.setAttribute( 'aria-labelledby', label.id );
	input.type = 'hidden';

	const picture = document.createElement( 'img' );
	picture.className = 'vitrine-swatch-image__picture';
	picture.alt = '';
	picture.width = 48;
	picture.height = 48;
	const choose = document.createElement( 'button' );
	choose.type = 'button';
	choose.className = 'button';
	const remove = document.createElement( 'button' );
	remove.type = 'button';
	remove.className = 'button-link button-link-delete';
	remove.textContent = __( 'Remove image', 'vitrine' );
	const controls = document.createElement( 'span' );
	controls.className = 'vitrine-swatch-image__controls';
	controls.append( choose, remove );
	field.querySelector( '.vitrine-swatch-image__current' )?.remove();
	field.append( picture, controls );

	const show = ( id: string, url: string ) => {
		input.value = id;
		picture.src = url;
		picture.hidden = ! url;
		remove.hidden = ! id;
		choose.textContent = id ? __( 'Replace image', 'vitrine' ) : __( 'Choose image', 'vitrine' );
	};
	show( input.value, field.dataset.picture ?? '' );

	let frame: MediaFrame | undefined;
	choose.addEventListener( 'click', () => {
		if ( ! frame ) {
			// One frame per field, made on first use: the library is only asked for when wanted.
			const opened = mediaLibrary()?.( {
				title: __( 'Swatch image', 'vitrine' ),
				button: { text: __( 'Use this image', 'vitrine' ) },
				library: { type: 'image' },
				multiple: false,
			} );
			opened?.on( 'select', () => {
				const chosen = swatchPicture( opened.state().get( 'selection' ).first()?.toJSON() );
				if ( chosen ) {
					show( chosen.id, chosen.url );
				}
			} );
			frame = opened;
		}
		frame?.open();
	} );
	remove.addEventListener( 'click', () => {
		show( '', '' );
		choose.focus();
	} );

	// The add-term form is sent by Ajax and cleared of its visible fields when the new term is
	// listed (wp-admin/js/tags.js); the hidden id is cleared with it, so the next term starts empty.
	// A row added while the form's name is still filled in (a quick edit) or a row removed (a delete)
	// is not the new term: the picture chosen for the next one stays.
	const list = document.getElementById( 'the-list' );
	const name = field.closest( '#addtag' )?.querySelector< HTMLInputElement >( '#tag-name' );
	if ( list && name ) {
		new MutationObserver( ( records ) => {
			if ( name.value === '' && records.some( ( record ) => record.addedNodes.length > 0 ) ) {
				show( '', '' );
			}
		} ).observe( list, { childList: true } );
	}
}

for ( const field of document.querySelectorAll< HTMLElement >( '[data-vitrine-swatch-image]' ) ) {
	enhance( field );
}
