import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { Warning } from '../../src/editor/notice';
import { __, sprintf } from '@wordpress/i18n';
import { CheckboxControl } from '../../src/editor/controls';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
import { ServerPreview, type PreviewView } from '../../src/editor/preview';
import tableOfContents from './handler';
import { useCanvasHeadings } from './canvas-headings';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	title: string;
	levels: number[];
	layout: 'nested' | 'flat';
	collapsible: boolean;
	collapsed: boolean;
	offset: number;
};

const { Text, Toggle, Range, Select } = boundControls< Attributes >( metadata );

/**
 * The front end's handler, run on the editor's preview: the server leaves the list to the_content,
 * which the block renderer does not run, so the handler builds it from the canvas's headings, as it
 * does on a page where the server could not; and builds it again when the canvas's headings change.
 */
const VIEW: PreviewView = new Map( [ [ 'table-of-contents', () => Promise.resolve( { default: tableOfContents } ) ] ] );

function Edit( props: EditProps< Attributes > ) {
	const { attributes, setAttributes } = props;
	const blockProps = useBlockProps();
	const headings = useCanvasHeadings();
	const toggleLevel = ( level: number, on: boolean ) =>
		setAttributes( {
			levels: on ? [ ...attributes.levels, level ].sort() : attributes.levels.filter( ( l ) => l !== level ),
		} );
	return (
		<>
			<Settings { ...props } title={ __( 'Table of contents', 'vitrine' ) }>
				<Text name="title" label={ __( 'Title', 'vitrine' ) } />
				<fieldset>
					<legend>{ __( 'Heading levels', 'vitrine' ) }</legend>
					{ [ 1, 2, 3, 4, 5, 6 ].map( ( level ) => (
						<CheckboxControl
							key={ level }
							label={ sprintf(
								/* translators: %d: heading level */ __( 'Heading %d', 'vitrine' ),
								level
							) }
							checked={ attributes.levels.includes( level ) }
							onChange={ ( on ) => toggleLevel( level, on ) }
						/>
					) ) }
				</fieldset>
				{ attributes.levels.length === 0 && (
					<Warning>
						{ __( 'Choose at least one level; levels 2 and 3 are used meanwhile.', 'vitrine' ) }
					</Warning>
				) }
				<Select
					name="layout"
					label={ __( 'Layout', 'vitrine' ) }
					options={ { nested: __( 'Nested', 'vitrine' ), flat: __( 'Flat', 'vitrine' ) } }
				/>
				<Toggle name="collapsible" label={ __( 'Collapsible', 'vitrine' ) } />
				{ attributes.collapsible && (
					<Toggle name="collapsed" label={ __( 'Collapsed at first', 'vitrine' ) } />
				) }
				{ /* Cleared, the offset is none (block.json's default is for new blocks). */ }
				<Range
					name="offset"
					label={ __( 'Scroll offset for sticky headers (px)', 'vitrine' ) }
					min={ 0 }
					max={ 500 }
					fallback={ 0 }
				/>
			</Settings>
			<div { ...blockProps }>
				<ServerPreview
					block="vitrine/table-of-contents"
					attributes={ attributes }
					ready
					view={ VIEW }
					refresh={ headings }
					icon="list-view"
					label={ __( 'Table of contents', 'vitrine' ) }
					instructions=""
				/>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
