import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	menu: string;
	label: string;
	orientation: 'horizontal' | 'vertical';
	mega: boolean;
	mobileToggle: boolean;
};

const { Text, Toggle, Select } = boundControls< Attributes >( metadata );

function Edit( props: EditProps< Attributes > ) {
	const { attributes } = props;
	const blockProps = useBlockProps( { className: `vitrine-menu is-${ attributes.orientation }` } );
	return (
		<>
			<Settings { ...props } title={ __( 'Menu', 'vitrine' ) }>
				<Text
					name="menu"
					label={ __( 'Menu (slug or name)', 'vitrine' ) }
					help={ __( 'Empty: the site’s pages. Menus are made under Appearance → Menus.', 'vitrine' ) }
				/>
				<Text name="label" label={ __( 'Label for screen readers', 'vitrine' ) } />
				<Select
					name="orientation"
					label={ __( 'Orientation', 'vitrine' ) }
					options={ { horizontal: __( 'Horizontal', 'vitrine' ), vertical: __( 'Vertical', 'vitrine' ) } }
				/>
				<Toggle name="mega" label={ __( 'Mega menu (full-width sub-menus in columns)', 'vitrine' ) } />
				<Toggle name="mobileToggle" label={ __( 'Collapse behind a toggle on small screens', 'vitrine' ) } />
			</Settings>
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
