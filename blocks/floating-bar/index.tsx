import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { Notice, PanelBody } from '@wordpress/components';
import { RangeControl, SelectControl, TextControl, ToggleControl } from '../../src/editor/controls';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	position: 'top' | 'bottom';
	message: string;
	ctaLabel: string;
	ctaUrl: string;
	dismissible: boolean;
	dismissDays: number;
};

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const blockProps = useBlockProps( { className: `vitrine-floating-bar is-position-${ attributes.position }` } );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Floating bar', 'vitrine' ) }>
					<SelectControl
						label={ __( 'Position', 'vitrine' ) }
						value={ attributes.position }
						options={ [
							{ label: __( 'Bottom of the window', 'vitrine' ), value: 'bottom' },
							{ label: __( 'Top of the window', 'vitrine' ), value: 'top' },
						] }
						onChange={ ( position ) => setAttributes( { position: position as Attributes[ 'position' ] } ) }
					/>
					<TextControl
						label={ __( 'Message', 'vitrine' ) }
						value={ attributes.message }
						onChange={ ( message ) => setAttributes( { message } ) }
					/>
					<TextControl
						label={ __( 'Button label', 'vitrine' ) }
						value={ attributes.ctaLabel }
						onChange={ ( ctaLabel ) => setAttributes( { ctaLabel } ) }
					/>
					<TextControl
						label={ __( 'Button link', 'vitrine' ) }
						type="url"
						value={ attributes.ctaUrl }
						onChange={ ( ctaUrl ) => setAttributes( { ctaUrl } ) }
					/>
					<ToggleControl
						label={ __( 'Visitors can dismiss it', 'vitrine' ) }
						checked={ attributes.dismissible }
						onChange={ ( dismissible ) => setAttributes( { dismissible } ) }
					/>
					{ attributes.dismissible && (
						<RangeControl
							label={ __( 'Remember the dismissal for (days)', 'vitrine' ) }
							value={ attributes.dismissDays }
							min={ 1 }
							max={ 365 }
							onChange={ ( dismissDays ) => setAttributes( { dismissDays: dismissDays ?? 30 } ) }
						/>
					) }
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				{ ! attributes.message.trim() && (
					<Notice status="warning" isDismissible={ false }>
						{ __( 'Write a message; visitors see nothing until then.', 'vitrine' ) }
					</Notice>
				) }
				<p className="vitrine-floating-bar__message">{ attributes.message }</p>
				{ attributes.ctaLabel && (
					<span className="vitrine-floating-bar__cta wp-element-button">{ attributes.ctaLabel }</span>
				) }
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
