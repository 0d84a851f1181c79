import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InnerBlocks, InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { Notice, PanelBody } from '@wordpress/components';
import { RangeControl, SelectControl, TextControl, ToggleControl } from '../../src/editor/controls';
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

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const blockProps = useBlockProps( { className: `vitrine-off-canvas is-side-${ attributes.side }` } );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Off-canvas panel', 'vitrine' ) }>
					<SelectControl
						label={ __( 'Slides in from', 'vitrine' ) }
						value={ attributes.side }
						options={ [
							{ label: __( 'Left', 'vitrine' ), value: 'left' },
							{ label: __( 'Right', 'vitrine' ), value: 'right' },
							{ label: __( 'Top', 'vitrine' ), value: 'top' },
							{ label: __( 'Bottom', 'vitrine' ), value: 'bottom' },
						] }
						onChange={ ( side ) => setAttributes( { side: side as Attributes[ 'side' ] } ) }
					/>
					<RangeControl
						label={ __( 'Width or height (px)', 'vitrine' ) }
						value={ attributes.size }
						min={ 120 }
						max={ 1200 }
						onChange={ ( size ) => setAttributes( { size: size ?? 360 } ) }
					/>
					<TextControl
						label={ __( 'Panel title', 'vitrine' ) }
						value={ attributes.title }
						onChange={ ( title ) => setAttributes( { title } ) }
					/>
					<ToggleControl
						label={ __( 'Show the open button', 'vitrine' ) }
						help={ __( 'Without it, open the panel with an off_canvas URL action.', 'vitrine' ) }
						checked={ attributes.showButton }
						onChange={ ( showButton ) => setAttributes( { showButton } ) }
					/>
					<TextControl
						label={ __( 'Button label', 'vitrine' ) }
						value={ attributes.buttonLabel }
						onChange={ ( buttonLabel ) => setAttributes( { buttonLabel } ) }
					/>
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
