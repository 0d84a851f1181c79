/**
 * Where the popup is printed: the whole site, chosen pages, or the single views of post types.
 */
import { __ } from '@wordpress/i18n';
import { Bound, boundControls } from '../../../editor/bound';
import { editorData, LOCATION_KEY, useMetaObject, type LocationMeta } from './meta';
import { PagePicker } from './page-picker';

const { Checkboxes, Select } = boundControls< LocationMeta >();

export function LocationPanel() {
	const [ location, set ] = useMetaObject< LocationMeta >( LOCATION_KEY );
	return (
		<div className="vitrine-popups-panel">
			<Bound values={ location } set={ set }>
				<Select
					name="scope"
					label={ __( 'Show on', 'vitrine' ) }
					options={ {
						none: __( 'Nowhere yet (only through action links)', 'vitrine' ),
						site: __( 'The whole site', 'vitrine' ),
						pages: __( 'Chosen pages', 'vitrine' ),
						post_types: __( 'Chosen post types', 'vitrine' ),
					} }
				/>
				{ location.scope === 'pages' && (
					<PagePicker
						value={ ( Array.isArray( location.pages ) ? location.pages : [] ).map( Number ) }
						onChange={ ( ids ) => set( { pages: ids } ) }
					/>
				) }
				{ location.scope === 'post_types' && (
					<Checkboxes
						name="post_types"
						label={ __( 'Post types', 'vitrine' ) }
						options={ editorData().postTypes }
					/>
				) }
			</Bound>
		</div>
	);
}
