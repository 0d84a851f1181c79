/**
 * Where the popup is printed: the whole site, chosen pages, or the single views of post types.
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { CheckboxList, Choice } from '../../../editor/fields';
import { editorData, LOCATION_KEY, useMetaObject } from './meta';

interface PageRecord {
	id: number;
	title: { raw?: string; rendered: string };
}

export function LocationPanel() {
	const [ location, set ] = useMetaObject( LOCATION_KEY );
	const scope = typeof location.scope === 'string' ? location.scope : 'none';
	const pages = useSelect(
		( select ) =>
			scope === 'pages'
				? ( (
						select( 'core' ) as {
							getEntityRecords: ( kind: string, name: string, query: object ) => PageRecord[] | null;
						}
					 ).getEntityRecords( 'postType', 'page', { per_page: 100, status: 'publish', context: 'edit' } ) ??
					[] )
				: [],
		[ scope ]
	);
	return (
		<div className="vitrine-popups-panel">
			<Choice
				label={ __( 'Show on', 'vitrine' ) }
				value={ scope }
				options={ [
					{ value: 'none', label: __( 'Nowhere yet (only through action links)', 'vitrine' ) },
					{ value: 'site', label: __( 'The whole site', 'vitrine' ) },
					{ value: 'pages', label: __( 'Chosen pages', 'vitrine' ) },
					{ value: 'post_types', label: __( 'Chosen post types', 'vitrine' ) },
				] }
				onChange={ ( value ) => set( { scope: value } ) }
			/>
			{ scope === 'pages' && (
				<CheckboxList
					label={ __( 'Pages', 'vitrine' ) }
					options={ pages.map( ( page ) => ( {
						value: String( page.id ),
						label: page.title.raw || `#${ page.id }`,
					} ) ) }
					value={ ( Array.isArray( location.pages ) ? location.pages : [] ).map( String ) }
					onChange={ ( ids ) => set( { pages: ids.map( Number ) } ) }
				/>
			) }
			{ scope === 'post_types' && (
				<CheckboxList
					label={ __( 'Post types', 'vitrine' ) }
					options={ editorData().postTypes }
					value={ location.post_types }
					onChange={ ( types ) => set( { post_types: types } ) }
				/>
			) }
		</div>
	);
}
