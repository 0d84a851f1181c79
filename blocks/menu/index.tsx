import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { SelectControl, TextControl, ToggleControl } from '../../src/editor/controls';
import { bind, type EditProps } from '../../src/editor/bind';
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

function Edit( { attributes, setAttributes }: EditProps< Attributes > ) {
	const blockProps = useBlockProps( { className: `vitrine-menu is-${ attributes.orientation }` } );
	const bound = bind( attributes, setAttributes );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Menu', 'vitrine' ) }>
					<TextControl
						label={ __( 'Menu (slug or name)', 'vitrine' ) }
						help={ __( 'Empty: the site’s pages. Menus are made under Appearance → Menus.', 'vitrine' ) }
						{ ...bound.text( 'menu' ) }
					/>
					<TextControl label={ __( 'Label for screen readers', 'vitrine' ) } { ...bound.text( 'label' ) } />
					<SelectControl
						label={ __( 'Orientation', 'vitrine' ) }
						options={ [
							{ label: __( 'Horizontal', 'vitrine' ), value: 'horizontal' },
							{ label: __( 'Vertical', 'vitrine' ), value: 'vertical' },
						] }
						{ ...bound.select( 'orientation' ) }
					/>
					<ToggleControl
						label={ __( 'Mega menu (full-width sub-menus in columns)', 'vitrine' ) }
						{ ...bound.toggle( 'mega' ) }
					/>
					<ToggleControl
						label={ __( 'Collapse behind a toggle on small screens', 'vitrine' ) }
						{ ...bound.toggle( 'mobileToggle' ) }
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
