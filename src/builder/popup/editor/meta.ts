/**
 * Reads and edits one of the popup's object meta values in the editor's store; the REST API saves
 * it with the post and validates it against the schema registered on the server.
 */
import { useDispatch, useSelect } from '@wordpress/data';

export type Meta = Record< string, unknown >;

export const SETTINGS_KEY = '_vitrine_popup_settings';
export const LOCATION_KEY = '_vitrine_popup_location';

interface EditorData {
	roles: Array< { value: string; label: string } >;
	postTypes: Array< { value: string; label: string } >;
}

/** The roles and post types the server printed for the sidebar. */
export function editorData(): EditorData {
	const data = ( window as Window & { vitrinePopupsEditor?: Partial< EditorData > } ).vitrinePopupsEditor;
	return { roles: data?.roles ?? [], postTypes: data?.postTypes ?? [] };
}

export function useMetaObject( key: string ): [ Meta, ( change: Meta ) => void ] {
	const meta = useSelect(
		( select ) =>
			(
				select( 'core/editor' ) as { getEditedPostAttribute: ( name: string ) => unknown }
			 ).getEditedPostAttribute( 'meta' ) as Record< string, unknown > | undefined,
		[]
	);
	const { editPost } = useDispatch( 'core/editor' ) as { editPost: ( edits: Record< string, unknown > ) => void };
	const value = ( meta?.[ key ] as Meta | undefined ) ?? {};
	return [ value, ( change: Meta ) => editPost( { meta: { [ key ]: { ...value, ...change } } } ) ];
}

/** A nested part (a condition or a trigger) of the settings, with its setter. */
export function usePart( group: 'timing' | 'triggers', name: string ): [ Meta, ( change: Meta ) => void ] {
	const [ settings, set ] = useMetaObject( SETTINGS_KEY );
	const parts = ( settings[ group ] as Record< string, Meta > | undefined ) ?? {};
	const part = parts[ name ] ?? {};
	return [ part, ( change ) => set( { [ group ]: { ...parts, [ name ]: { ...part, ...change } } } ) ];
}
