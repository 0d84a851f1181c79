import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { SelectControl, TextControl, ToggleControl } from '../../src/editor/controls';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	menu: string;
	label: string;
	orientation: 'horizontal' | 'vertical';
	mega: boolean;
	mobileToggle: boolean;
};

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const blockProps = useBlockProps( { className: `vitrine-menu is-${ attributes.orientation }` } );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Menu', 'vitrine' ) }>
					<TextControl
						label={ __( 'Menu (slug or name)', 'vitrine' ) }
						help={ __( 'Empty: the site’s pages. Menus are made under Appearance → Menus.', 'vitrine' ) }
						value={ attributes.menu }
						onChange={ ( menu ) => setAttributes( { menu } ) }
					/>
					<TextControl
						label={ __( 'Label for screen readers', 'vitrine' ) }
						value={ attributes.label }
						onChange={ ( label ) => setAttributes( { label } ) }
					/>
					<SelectControl
						label={ __( 'Orientation', 'vitrine' ) }
						value={ attributes.orientation }
						options={ [
							{ label: __( 'Horizontal', 'vitrine' ), value: 'horizontal' },
							{ label: __( 'Vertical', 'vitrine' ), value: 'vertical' },
						] }
						onChange={ ( orientation ) =>
							setAttributes( { orientation: orientation as Attributes[ 'orientation' ] } )
						}
					/>
					<ToggleControl
						label={ __( 'Mega menu (full-width sub-menus in columns)', 'vitrine' ) }
						checked={ attributes.mega }
						onChange={ ( mega ) => setAttributes( { mega } ) }
					/>
					<ToggleControl
						label={ __( 'Collapse behind a toggle on small screens', 'vitrine' ) }
						checked={ attributes.mobileToggle }
						onChange={ ( mobileToggle ) => setAttributes( { mobileToggle } ) }
					/>
				</PanelBody>
			</InspectorControls>
			<nav { ...blockProps } aria-label={ attributes.label }>
				<p>
					{ attributes.menu
						? `${ __( 'Menu:', 'vitrine' ) } ${ attributes.menu }`
						: __( 'Menu of the site’s pages', 'vitrine' ) }
				</p>
			</nav>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
