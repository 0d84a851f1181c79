import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { RangeControl, SelectControl, TextControl, ToggleControl } from '../../src/editor/controls';
import { bind, type EditProps } from '../../src/editor/bind';
import { Warning } from '../../src/editor/notice';
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

function Edit( { attributes, setAttributes }: EditProps< Attributes > ) {
	const blockProps = useBlockProps( { className: `vitrine-floating-bar is-position-${ attributes.position }` } );
	const bound = bind( attributes, setAttributes );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Floating bar', 'vitrine' ) }>
					<SelectControl
						label={ __( 'Position', 'vitrine' ) }
						options={ [
							{ label: __( 'Bottom of the window', 'vitrine' ), value: 'bottom' },
							{ label: __( 'Top of the window', 'vitrine' ), value: 'top' },
						] }
						{ ...bound.select( 'position' ) }
					/>
					<TextControl label={ __( 'Message', 'vitrine' ) } { ...bound.text( 'message' ) } />
					<TextControl label={ __( 'Button label', 'vitrine' ) } { ...bound.text( 'ctaLabel' ) } />
					<TextControl label={ __( 'Button link', 'vitrine' ) } type="url" { ...bound.text( 'ctaUrl' ) } />
					<ToggleControl
						label={ __( 'Visitors can dismiss it', 'vitrine' ) }
						{ ...bound.toggle( 'dismissible' ) }
					/>
					{ attributes.dismissible && (
						<RangeControl
							label={ __( 'Remember the dismissal for (days)', 'vitrine' ) }
							min={ 1 }
							max={ 365 }
							{ ...bound.range( 'dismissDays', 30 ) }
						/>
					) }
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				{ ! attributes.message.trim() && (
					<Warning>{ __( 'Write a message; visitors see nothing until then.', 'vitrine' ) }</Warning>
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
