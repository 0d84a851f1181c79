import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	position: 'top' | 'bottom';
	label: string;
};

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const blockProps = useBlockProps( { className: `vitrine-progress-tracker is-position-${ attributes.position }` } );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Progress bar', 'vitrine' ) }>
					<SelectControl
						label={ __( 'Position', 'vitrine' ) }
						value={ attributes.position }
						options={ [
							{ label: __( 'Top of the window', 'vitrine' ), value: 'top' },
							{ label: __( 'Bottom of the window', 'vitrine' ), value: 'bottom' },
						] }
						onChange={ ( position ) => setAttributes( { position: position as Attributes[ 'position' ] } ) }
						__nextHasNoMarginBottom
						__next40pxDefaultSize
					/>
					<TextControl
						label={ __( 'Label for screen readers', 'vitrine' ) }
						help={ __( 'Defaults to “Reading progress”.', 'vitrine' ) }
						value={ attributes.label }
						onChange={ ( label ) => setAttributes( { label } ) }
						__nextHasNoMarginBottom
						__next40pxDefaultSize
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps } role="img" aria-label={ __( 'Reading progress bar', 'vitrine' ) }>
				<span className="vitrine-progress-tracker__bar" />
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
