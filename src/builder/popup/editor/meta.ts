/**
 * Reads and edits one of the popup's object meta values in the editor's store; the REST API saves
 * it with the post and validates it against the schema registered on the server.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import type { Period, PopupSettings } from '../settings';

export type Meta = Record< string, unknown >;

/**
 * The settings meta as the editor stores it: the keys of the parsed settings (src/builder/popup/settings.ts),
 * with the two that are stored in another shape. Typed so that a panel's control naming a key that
 * is not here is a compile error (the binding kit, src/editor/bound.tsx).
 */
export type SettingsMeta = Partial<
	Omit< PopupSettings, 'id' | 'manual' | 'timing' | 'triggers' | 'classes' | 'entrance_animation_duration' >
> & {
	timing?: Record< string, Meta >;
	triggers?: Record< string, Meta >;
	/** Space-separated, as typed. */
	classes?: string;
	entrance_animation_duration?: { size?: number; unit?: string };
};

/** Where the popup is printed (includes/Popups/Location.php). */
export interface LocationMeta {
	scope?: 'none' | 'site' | 'pages' | 'post_types';
	pages?: number[];
	post_types?: string[];
}

/** The fields of the timing conditions (docs/popups.md, Conditions); each condition uses some. */
export interface ConditionFields {
	enabled?: boolean;
	views?: number;
	sessions?: number;
	action?: 'show' | 'hide' | 'regex';
	url?: string;
	sources?: string[];
	users?: 'all' | 'custom';
	roles?: string[];
	devices?: string[];
	browsers?: 'all' | 'custom';
	options?: string[];
	times?: number;
	period?: Period;
	start?: string;
	end?: string;
}

/** The fields of the triggers (docs/popups.md, Triggers). */
export interface TriggerFields {
	enabled?: boolean;
	delay?: number;
	direction?: 'down' | 'up';
	offset?: number;
	selector?: string;
	times?: number;
	time?: number;
}

export const SETTINGS_KEY = '_vitrine_popup_settings';
export const LOCATION_KEY = '_vitrine_popup_location';

interface EditorData {
	roles: Array< { value: string; label: string } >;
	postTypes: Array< { value: string; label: string } >;
	/** Set when the popup being edited is an A/B variant of another (includes/Popups/Editor.php). */
	variant?: { letter: string; title: string; editLink: string } | null;
}

/** The roles, post types and variant data the server printed for the sidebar. */
export function editorData(): EditorData {
	const data = ( window as Window & { vitrinePopupsEditor?: Partial< EditorData > } ).vitrinePopupsEditor;
	return { roles: data?.roles ?? [], postTypes: data?.postTypes ?? [], variant: data?.variant ?? null };
}

export function useMetaObject< T extends object = Meta >(
	key: typeof SETTINGS_KEY | typeof LOCATION_KEY
): [ T, ( change: Partial< T > ) => void ] {
	const meta = useSelect(
		( select ) =>
			(
				select( 'core/editor' ) as { getEditedPostAttribute: ( name: string ) => unknown }
			 ).getEditedPostAttribute( 'meta' ) as Record< string, unknown > | undefined,
		[]
	);
	const { editPost } = useDispatch( 'core/editor' ) as { editPost: ( edits: Record< string, unknown > ) => void };
	const value = ( meta?.[ key ] as T | undefined ) ?? ( {} as T );
	return [ value, ( change ) => editPost( { meta: { [ key ]: { ...value, ...change } } } ) ];
}

/** A nested part (a condition or a trigger) of the settings, with its setter. */
export function usePart( group: 'timing' | 'triggers', name: string ): [ Meta, ( change: Meta ) => void ] {
	const [ settings, set ] = useMetaObject< SettingsMeta >( SETTINGS_KEY );
	const parts = settings[ group ] ?? {};
	const part = parts[ name ] ?? {};
	return [ part, ( change ) => set( { [ group ]: { ...parts, [ name ]: { ...part, ...change } } } ) ];
}
