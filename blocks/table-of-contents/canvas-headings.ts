/**
 * The canvas's headings as the table of contents' preview follows them: the post's heading blocks
 * read from the block editor's store, as one string that changes when a heading is added, removed,
 * moved, retitled or changes level, and settles a moment after the author stops typing. The preview
 * attaches its view code again when it changes (`refresh`), and the handler rebuilds the list from
 * the canvas, by then showing the new heading (docs/architecture.md, "Editor previews").
 */
import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';

type Editor = {
	getClientIdsWithDescendants: () => string[];
	getBlockName: ( id: string ) => string | null;
	getBlockAttributes: ( id: string ) => Record< string, unknown > | null;
};

/** How long the headings must stay the same before the list is built again (one rebuild per pause in typing). */
export const HEADINGS_SETTLE_MS = 300;

/** One line per heading, its level and its text (rich text's HTML), in the canvas's order. */
export function headingsKey( headings: ReadonlyArray< Record< string, unknown > | null > ): string {
	return headings
		.filter( ( attributes ): attributes is Record< string, unknown > => !! attributes )
		.map( ( attributes ) => `${ Number( attributes.level ) || 2 } ${ String( attributes.content ?? '' ) }` )
		.join( '\n' );
}

/** The value, once it has stayed the same for `wait` ms (the first value at once). */
function useSettled( value: string, wait: number ): string {
	const [ settled, setSettled ] = useState( value );
	useEffect( () => {
		const timer = setTimeout( () => setSettled( value ), wait );
		return () => clearTimeout( timer );
	}, [ value, wait ] );
	return settled;
}

export function useCanvasHeadings(): string {
	const key = useSelect( ( select ) => {
		const editor = select( 'core/block-editor' ) as unknown as Editor;
		return headingsKey(
			editor
				.getClientIdsWithDescendants()
				.filter( ( id ) => editor.getBlockName( id ) === 'core/heading' )
				.map( ( id ) => editor.getBlockAttributes( id ) )
		);
	}, [] );
	return useSettled( key, HEADINGS_SETTLE_MS );
}
