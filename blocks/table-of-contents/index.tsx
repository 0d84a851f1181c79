import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { Notice, PanelBody } from '@wordpress/components';
import { CheckboxControl, RangeControl, SelectControl, TextControl, ToggleControl } from '../../src/editor/controls';
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

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const blockProps = useBlockProps( { className: `vitrine-toc is-layout-${ attributes.layout }` } );
	const toggleLevel = ( level: number, on: boolean ) =>
		setAttributes( {
			levels: on ? [ ...attributes.levels, level ].sort() : attributes.levels.filter( ( l ) => l !== level ),
		} );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Table of contents', 'vitrine' ) }>
					<TextControl
						label={ __( 'Title', 'vitrine' ) }
						value={ attributes.title }
						onChange={ ( title ) => setAttributes( { title } ) }
					/>
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
						<Notice status="warning" isDismissible={ false }>
							{ __( 'Choose at least one level; levels 2 and 3 are used meanwhile.', 'vitrine' ) }
						</Notice>
					) }
					<SelectControl
						label={ __( 'Layout', 'vitrine' ) }
						value={ attributes.layout }
						options={ [
							{ label: __( 'Nested', 'vitrine' ), value: 'nested' },
							{ label: __( 'Flat', 'vitrine' ), value: 'flat' },
						] }
						onChange={ ( layout ) => setAttributes( { layout: layout as Attributes[ 'layout' ] } ) }
					/>
					<ToggleControl
						label={ __( 'Collapsible', 'vitrine' ) }
						checked={ attributes.collapsible }
						onChange={ ( collapsible ) => setAttributes( { collapsible } ) }
					/>
					{ attributes.collapsible && (
						<ToggleControl
							label={ __( 'Collapsed at first', 'vitrine' ) }
							checked={ attributes.collapsed }
							onChange={ ( collapsed ) => setAttributes( { collapsed } ) }
						/>
					) }
					<RangeControl
						label={ __( 'Scroll offset for sticky headers (px)', 'vitrine' ) }
						value={ attributes.offset }
						min={ 0 }
						max={ 500 }
						onChange={ ( offset ) => setAttributes( { offset: offset ?? 0 } ) }
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
