import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import { Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	side: 'left' | 'right' | 'top' | 'bottom';
	size: number;
	title: string;
	buttonLabel: string;
	showButton: boolean;
	anchor?: string;
};

const { Text, Toggle, Range, Select } = boundControls< Attributes >( metadata );

function Edit( props: EditProps< Attributes > ) {
	const { attributes } = props;
	const blockProps = useBlockProps( { className: `vitrine-off-canvas is-side-${ attributes.side }` } );
	return (
		<>
			<Settings { ...props } title={ __( 'Off-canvas panel', 'vitrine' ) }>
				<Select
					name="side"
					label={ __( 'Slides in from', 'vitrine' ) }
					options={ {
						left: __( 'Left', 'vitrine' ),
						right: __( 'Right', 'vitrine' ),
						top: __( 'Top', 'vitrine' ),
						bottom: __( 'Bottom', 'vitrine' ),
					} }
				/>
				<Range name="size" label={ __( 'Width or height (px)', 'vitrine' ) } min={ 120 } max={ 1200 } />
				<Text name="title" label={ __( 'Panel title', 'vitrine' ) } />
				<Toggle
					name="showButton"
					label={ __( 'Show the open button', 'vitrine' ) }
					help={ __( 'Without it, open the panel with an off_canvas URL action.', 'vitrine' ) }
				/>
				<Text name="buttonLabel" label={ __( 'Button label', 'vitrine' ) } />
				{ ! attributes.anchor && (
					<Notice status="info" isDismissible={ false }>
						{ __( 'Set an HTML anchor (Advanced) to open this panel from URL actions.', 'vitrine' ) }
					</Notice>
				) }
			</Settings>
			<div { ...blockProps }>
				{ attributes.showButton && (
					<span className="vitrine-off-canvas__toggle">{ attributes.buttonLabel }</span>
				) }
				<div className="vitrine-off-canvas__panel">
					<div className="vitrine-off-canvas__inner">
						<strong className="vitrine-off-canvas__title">{ attributes.title }</strong>
						<InnerBlocks />
					</div>
				</div>
			</div>
		</>
	);
}

registerBlockType( metadata as unknown as BlockConfiguration< Attributes >, {
	edit: Edit,
	save: () => <InnerBlocks.Content />,
} );
