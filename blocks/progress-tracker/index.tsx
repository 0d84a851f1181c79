import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { Warning } from '../../src/editor/notice';
import { __ } from '@wordpress/i18n';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
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

const { Text, Toggle, Select } = boundControls< Attributes >( metadata );

function Edit( props: EditProps< Attributes > ) {
	const { attributes } = props;
	const blockProps = useBlockProps( {
		className: `vitrine-progress-tracker is-shape-${ attributes.shape } is-position-${ attributes.position }`,
	} );
	return (
		<>
			<Settings { ...props } title={ __( 'Progress bar', 'vitrine' ) }>
				<Select
					name="shape"
					label={ __( 'Shape', 'vitrine' ) }
					options={ [
						{ label: __( 'Bar across the window', 'vitrine' ), value: 'bar' },
						{ label: __( 'Circle in the corner', 'vitrine' ), value: 'circle' },
					] }
				/>
				<Select
					name="source"
					label={ __( 'Progress of', 'vitrine' ) }
					options={ [
						{ label: __( 'The whole page', 'vitrine' ), value: 'page' },
						{ label: __( 'One element', 'vitrine' ), value: 'element' },
					] }
				/>
				{ attributes.source === 'element' && (
					<Text
						name="selector"
						label={ __( 'CSS selector of the element', 'vitrine' ) }
						help={ __( 'For example: article .entry-content', 'vitrine' ) }
					/>
				) }
				{ attributes.source === 'element' && ! validSelector( attributes.selector ) && (
					<Warning>
						{ __( 'Enter a valid CSS selector; the whole page is tracked meanwhile.', 'vitrine' ) }
					</Warning>
				) }
				{ attributes.shape === 'circle' && (
					<Toggle name="showPercent" label={ __( 'Show the percentage', 'vitrine' ) } />
				) }
				<Select
					name="position"
					label={ __( 'Position of the bar', 'vitrine' ) }
					options={ [
						{ label: __( 'Top of the window', 'vitrine' ), value: 'top' },
						{ label: __( 'Bottom of the window', 'vitrine' ), value: 'bottom' },
					] }
				/>
				<Text
					name="label"
					label={ __( 'Label for screen readers', 'vitrine' ) }
					help={ __( 'Defaults to “Reading progress”.', 'vitrine' ) }
				/>
			</Settings>
			<div { ...blockProps } role="img" aria-label={ __( 'Reading progress bar', 'vitrine' ) }>
				<span className="vitrine-progress-tracker__bar" />
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
