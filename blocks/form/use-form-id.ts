/**
 * Gives a form block (either variation) its id once, and a new one when the block is a copy: the
 * submit route finds the saved block by this id, so two blocks of one post must never share it
 * (duplicating a block copies its attributes). The block that comes first keeps the id.
 */
import { useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

type Editor = {
	getClientIdsWithDescendants: () => string[];
	getBlockName: ( id: string ) => string | null;
	getBlockAttributes: ( id: string ) => Record< string, unknown > | null;
};

export const newFormId = ( prefix: string, clientId: string ) =>
	`${ prefix }-${ clientId
		.replace( /[^a-z0-9]/gi, '' )
		.slice( 0, 10 )
		.toLowerCase() }`;

export function useFormId(
	blockName: string,
	prefix: string,
	clientId: string,
	formId: string,
	set: ( formId: string ) => void
): void {
	const takenEarlier = useSelect(
		( select ) => {
			const editor = select( 'core/block-editor' ) as unknown as Editor;
			const ids = editor.getClientIdsWithDescendants();
			const mine = ids.indexOf( clientId );
			return ids
				.slice( 0, Math.max( 0, mine ) )
				.some(
					( id ) =>
						editor.getBlockName( id ) === blockName && editor.getBlockAttributes( id )?.formId === formId
				);
		},
		[ blockName, clientId, formId ]
	);
	useEffect( () => {
		if ( ! formId || takenEarlier ) {
			set( newFormId( prefix, clientId ) );
		}
	}, [ formId, takenEarlier, prefix, clientId, set ] );
}
