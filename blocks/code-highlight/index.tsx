import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, PlainText, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { SelectControl, TextControl, ToggleControl } from '../../src/editor/controls';
import { __ } from '@wordpress/i18n';
import { LANGUAGES } from './languages';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	code: string;
	language: string;
	theme: 'light' | 'dark';
	lineNumbers: boolean;
	title: string;
	copy: boolean;
};

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const blockProps = useBlockProps( { className: `vitrine-code is-theme-${ attributes.theme }` } );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Code', 'vitrine' ) }>
					<SelectControl
						label={ __( 'Language', 'vitrine' ) }
						value={ attributes.language as ( typeof LANGUAGES )[ number ] }
						options={ LANGUAGES.map( ( value ) => ( { label: value, value } ) ) }
						onChange={ ( language ) => setAttributes( { language } ) }
					/>
					<SelectControl
						label={ __( 'Theme', 'vitrine' ) }
						value={ attributes.theme }
						options={ [
							{ label: __( 'Light', 'vitrine' ), value: 'light' },
							{ label: __( 'Dark', 'vitrine' ), value: 'dark' },
						] }
						onChange={ ( theme ) => setAttributes( { theme: theme as Attributes[ 'theme' ] } ) }
					/>
					<TextControl
						label={ __( 'Title (e.g. a file name)', 'vitrine' ) }
						value={ attributes.title }
						onChange={ ( title ) => setAttributes( { title } ) }
					/>
					<ToggleControl
						label={ __( 'Line numbers', 'vitrine' ) }
						checked={ attributes.lineNumbers }
						onChange={ ( lineNumbers: boolean ) => setAttributes( { lineNumbers } ) }
					/>
					<ToggleControl
						label={ __( 'Copy button', 'vitrine' ) }
						checked={ attributes.copy }
						onChange={ ( copy: boolean ) => setAttributes( { copy } ) }
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<PlainText
					className="vitrine-code__pre"
					value={ attributes.code }
					onChange={ ( code: string ) => setAttributes( { code } ) }
					placeholder={ __( 'Paste or write code…', 'vitrine' ) }
					aria-label={ __( 'Code', 'vitrine' ) }
				/>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
