import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, PlainText, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { SelectControl, TextControl, ToggleControl } from '../../src/editor/controls';
import { bind, type EditProps } from '../../src/editor/bind';
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

function Edit( { attributes, setAttributes }: EditProps< Attributes > ) {
	const blockProps = useBlockProps( { className: `vitrine-code is-theme-${ attributes.theme }` } );
	const bound = bind( attributes, setAttributes );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Code', 'vitrine' ) }>
					<SelectControl
						label={ __( 'Language', 'vitrine' ) }
						options={ LANGUAGES.map( ( value ) => ( { label: value, value } ) ) }
						{ ...bound.select( 'language' ) }
					/>
					<SelectControl
						label={ __( 'Theme', 'vitrine' ) }
						options={ [
							{ label: __( 'Light', 'vitrine' ), value: 'light' },
							{ label: __( 'Dark', 'vitrine' ), value: 'dark' },
						] }
						{ ...bound.select( 'theme' ) }
					/>
					<TextControl label={ __( 'Title (e.g. a file name)', 'vitrine' ) } { ...bound.text( 'title' ) } />
					<ToggleControl label={ __( 'Line numbers', 'vitrine' ) } { ...bound.toggle( 'lineNumbers' ) } />
					<ToggleControl label={ __( 'Copy button', 'vitrine' ) } { ...bound.toggle( 'copy' ) } />
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<PlainText
					className="vitrine-code__pre"
					placeholder={ __( 'Paste or write code…', 'vitrine' ) }
					aria-label={ __( 'Code', 'vitrine' ) }
					{ ...bound.text( 'code' ) }
				/>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
