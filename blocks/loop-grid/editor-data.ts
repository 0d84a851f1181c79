/**
 * Editor-side data for the loop blocks: public post types and taxonomies, terms, the loop grids of
 * the post being edited, and a fresh widget id. Read through the core data store, which the editor
 * has loaded already.
 */
import { useSelect } from '@wordpress/data';

export interface Option {
	label: string;
	value: string;
}

interface Named {
	slug: string;
	name: string;
	visibility?: { public?: boolean; publicly_queryable?: boolean; show_in_nav_menus?: boolean };
	viewable?: boolean;
	types?: string[];
}

/** A widget id: 7 characters of [a-z0-9], stable once saved (the URL parameters carry it). */
export function newWidgetId(): string {
	return Math.random().toString( 36 ).slice( 2, 9 ).padEnd( 7, '0' );
}

export function usePostTypes(): Option[] {
	return useSelect( ( select ) => {
		const types = ( select( 'core' ) as any ).getPostTypes( { per_page: -1 } ) as Named[] | null;
		return (
			( types ?? [] )
				// The REST API tells no post type's `public`; `show_in_nav_menus` follows it unless a type
				// says otherwise, and leaves out the viewable but private ones (popups). The server decides
				// in the end (GridSettings::post_type_allowed).
				.filter(
					( type ) =>
						type.viewable && type.visibility?.show_in_nav_menus !== false && type.slug !== 'attachment'
				)
				.map( ( type ) => ( { label: type.name, value: type.slug } ) )
		);
	}, [] );
}

/** Public taxonomies and WooCommerce attributes, of one post type when given. */
export function useTaxonomies( postType?: string ): Option[] {
	return useSelect(
		( select ) => {
			const taxonomies = ( select( 'core' ) as any ).getTaxonomies( { per_page: -1 } ) as Named[] | null;
			return ( taxonomies ?? [] )
				.filter(
					( tax ) =>
						// WooCommerce attributes (`pa_*`) filter too, archives or not (includes/Loop/GridSettings.php).
						( tax.visibility?.public !== false || tax.slug.startsWith( 'pa_' ) ) &&
						( ! postType || tax.types?.includes( postType ) )
				)
				.map( ( tax ) => ( { label: tax.name, value: tax.slug } ) );
		},
		[ postType ]
	);
}

export function useTerms( taxonomy: string ): Array< { slug: string; name: string } > {
	return useSelect(
		( select ) =>
			taxonomy
				? ( ( select( 'core' ) as any ).getEntityRecords( 'taxonomy', taxonomy, {
						per_page: 100,
						hide_empty: true,
					} ) ?? [] )
				: [],
		[ taxonomy ]
	);
}

/** The widget ids of the loop grids in the post being edited, in document order. */
export function useGridIds(): string[] {
	return useSelect( ( select ) => {
		const editor = select( 'core/block-editor' ) as any;
		const ids = ( editor.getBlocksByName?.( 'vitrine/loop-grid' ) ?? [] ) as string[];
		return ids.map( ( id ) => String( editor.getBlockAttributes( id )?.widgetId ?? '' ) ).filter( Boolean );
	}, [] );
}
