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
					options={ {
						bar: __( 'Bar across the window', 'vitrine' ),
						circle: __( 'Circle in the corner', 'vitrine' ),
					} }
				/>
				<Select
					name="source"
					label={ __( 'Progress of', 'vitrine' ) }
					options={ { page: __( 'The whole page', 'vitrine' ), element: __( 'One element', 'vitrine' ) } }
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
					options={ {
						top: __( 'Top of the window', 'vitrine' ),
						bottom: __( 'Bottom of the window', 'vitrine' ),
					} }
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
