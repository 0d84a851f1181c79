import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InnerBlocks, InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { Notice, PanelBody } from '@wordpress/components';
import { RangeControl, SelectControl, TextControl, ToggleControl } from '../../src/editor/controls';
import { bind, type EditProps } from '../../src/editor/bind';
import { __ } from '@wordpress/i18n';
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

function Edit( { attributes, setAttributes }: EditProps< Attributes > ) {
	const blockProps = useBlockProps( { className: `vitrine-off-canvas is-side-${ attributes.side }` } );
	const bound = bind( attributes, setAttributes );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Off-canvas panel', 'vitrine' ) }>
					<SelectControl
						label={ __( 'Slides in from', 'vitrine' ) }
						options={ [
							{ label: __( 'Left', 'vitrine' ), value: 'left' },
							{ label: __( 'Right', 'vitrine' ), value: 'right' },
							{ label: __( 'Top', 'vitrine' ), value: 'top' },
							{ label: __( 'Bottom', 'vitrine' ), value: 'bottom' },
						] }
						{ ...bound.select( 'side' ) }
					/>
					<RangeControl
						label={ __( 'Width or height (px)', 'vitrine' ) }
						min={ 120 }
						max={ 1200 }
						{ ...bound.range( 'size', 360 ) }
					/>
					<TextControl label={ __( 'Panel title', 'vitrine' ) } { ...bound.text( 'title' ) } />
					<ToggleControl
						label={ __( 'Show the open button', 'vitrine' ) }
						help={ __( 'Without it, open the panel with an off_canvas URL action.', 'vitrine' ) }
						{ ...bound.toggle( 'showButton' ) }
					/>
					<TextControl label={ __( 'Button label', 'vitrine' ) } { ...bound.text( 'buttonLabel' ) } />
					{ ! attributes.anchor && (
						<Notice status="info" isDismissible={ false }>
							{ __( 'Set an HTML anchor (Advanced) to open this panel from URL actions.', 'vitrine' ) }
						</Notice>
					) }
				</PanelBody>
			</InspectorControls>
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

registerBlockType( metadata as BlockConfiguration< Attributes >, {
	edit: Edit,
	save: () => <InnerBlocks.Content />,
} );
