import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { PlainText, useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import { LANGUAGES } from './languages';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
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

const { Text, Toggle, Select } = boundControls< Attributes >( metadata );

function Edit( props: EditProps< Attributes > ) {
	const { attributes, setAttributes } = props;
	const blockProps = useBlockProps( { className: `vitrine-code is-theme-${ attributes.theme }` } );
	return (
		<>
			<Settings { ...props } title={ __( 'Code', 'vitrine' ) }>
				<Select
					name="language"
					label={ __( 'Language', 'vitrine' ) }
					options={ LANGUAGES.map( ( value ) => ( { label: value, value } ) ) }
				/>
				<Select
					name="theme"
					label={ __( 'Theme', 'vitrine' ) }
					options={ { light: __( 'Light', 'vitrine' ), dark: __( 'Dark', 'vitrine' ) } }
				/>
				<Text name="title" label={ __( 'Title (e.g. a file name)', 'vitrine' ) } />
				<Toggle name="lineNumbers" label={ __( 'Line numbers', 'vitrine' ) } />
				<Toggle name="copy" label={ __( 'Copy button', 'vitrine' ) } />
			</Settings>
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
