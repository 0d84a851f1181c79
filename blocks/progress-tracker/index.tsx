import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { SelectControl, TextControl, ToggleControl } from '../../src/editor/controls';
import { bind, type EditProps } from '../../src/editor/bind';
import { Warning } from '../../src/editor/notice';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	position: 'top' | 'bottom';
	label: string;
	shape: 'bar' | 'circle';
	source: 'page' | 'element';
	selector: string;
	showPercent: boolean;
};

/** Whether a CSS selector parses (the visitor's page falls back to the whole page otherwise). */
function validSelector( selector: string ): boolean {
	try {
		document.createDocumentFragment().querySelector( selector );
		return selector.trim() !== '';
	} catch {
		return false;
	}
}

function Edit( { attributes, setAttributes }: EditProps< Attributes > ) {
	const blockProps = useBlockProps( {
		className: `vitrine-progress-tracker is-shape-${ attributes.shape } is-position-${ attributes.position }`,
	} );
	const bound = bind( attributes, setAttributes );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Progress bar', 'vitrine' ) }>
					<SelectControl
						label={ __( 'Shape', 'vitrine' ) }
						options={ [
							{ label: __( 'Bar across the window', 'vitrine' ), value: 'bar' },
							{ label: __( 'Circle in the corner', 'vitrine' ), value: 'circle' },
						] }
						{ ...bound.select( 'shape' ) }
					/>
					<SelectControl
						label={ __( 'Progress of', 'vitrine' ) }
						options={ [
							{ label: __( 'The whole page', 'vitrine' ), value: 'page' },
							{ label: __( 'One element', 'vitrine' ), value: 'element' },
						] }
						{ ...bound.select( 'source' ) }
					/>
					{ attributes.source === 'element' && (
						<TextControl
							label={ __( 'CSS selector of the element', 'vitrine' ) }
							help={ __( 'For example: article .entry-content', 'vitrine' ) }
							{ ...bound.text( 'selector' ) }
						/>
					) }
					{ attributes.source === 'element' && ! validSelector( attributes.selector ) && (
						<Warning>
							{ __( 'Enter a valid CSS selector; the whole page is tracked meanwhile.', 'vitrine' ) }
						</Warning>
					) }
					{ attributes.shape === 'circle' && (
						<ToggleControl
							label={ __( 'Show the percentage', 'vitrine' ) }
							{ ...bound.toggle( 'showPercent' ) }
						/>
					) }
					<SelectControl
						label={ __( 'Position of the bar', 'vitrine' ) }
						options={ [
							{ label: __( 'Top of the window', 'vitrine' ), value: 'top' },
							{ label: __( 'Bottom of the window', 'vitrine' ), value: 'bottom' },
						] }
						{ ...bound.select( 'position' ) }
					/>
					<TextControl
						label={ __( 'Label for screen readers', 'vitrine' ) }
						help={ __( 'Defaults to “Reading progress”.', 'vitrine' ) }
						{ ...bound.text( 'label' ) }
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
