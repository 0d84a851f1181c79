import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { CheckboxControl, RangeControl, SelectControl, TextControl, ToggleControl } from '../../src/editor/controls';
import { bind, type EditProps } from '../../src/editor/bind';
import { Warning } from '../../src/editor/notice';
import { __, sprintf } from '@wordpress/i18n';
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

function Edit( { attributes, setAttributes }: EditProps< Attributes > ) {
	const blockProps = useBlockProps( { className: `vitrine-toc is-layout-${ attributes.layout }` } );
	const bound = bind( attributes, setAttributes );
	const toggleLevel = ( level: number, on: boolean ) =>
		setAttributes( {
			levels: on ? [ ...attributes.levels, level ].sort() : attributes.levels.filter( ( l ) => l !== level ),
		} );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Table of contents', 'vitrine' ) }>
					<TextControl label={ __( 'Title', 'vitrine' ) } { ...bound.text( 'title' ) } />
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
					<SelectControl
						label={ __( 'Layout', 'vitrine' ) }
						options={ [
							{ label: __( 'Nested', 'vitrine' ), value: 'nested' },
							{ label: __( 'Flat', 'vitrine' ), value: 'flat' },
						] }
						{ ...bound.select( 'layout' ) }
					/>
					<ToggleControl label={ __( 'Collapsible', 'vitrine' ) } { ...bound.toggle( 'collapsible' ) } />
					{ attributes.collapsible && (
						<ToggleControl
							label={ __( 'Collapsed at first', 'vitrine' ) }
							{ ...bound.toggle( 'collapsed' ) }
						/>
					) }
					<RangeControl
						label={ __( 'Scroll offset for sticky headers (px)', 'vitrine' ) }
						min={ 0 }
						max={ 500 }
						{ ...bound.range( 'offset', 0 ) }
					/>
				</PanelBody>
			</InspectorControls>
			<nav { ...blockProps } aria-label={ attributes.title }>
				<p className="vitrine-toc__title">{ attributes.title }</p>
				<p>{ __( 'The list of the page’s headings appears here on the published page.', 'vitrine' ) }</p>
			</nav>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
