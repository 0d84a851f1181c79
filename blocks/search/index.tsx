import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { RangeControl, TextControl } from '../../src/editor/controls';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	label: string;
	placeholder: string;
	buttonLabel: string;
	suggestions: number;
};

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const blockProps = useBlockProps( { className: 'vitrine-search-widget' } );
	const text = ( key: 'label' | 'placeholder' | 'buttonLabel', label: string ) => (
		<TextControl
			label={ label }
			value={ attributes[ key ] }
			onChange={ ( value ) => setAttributes( { [ key ]: value } ) }
		/>
	);
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Search', 'vitrine' ) }>
					{ text( 'label', __( 'Label', 'vitrine' ) ) }
					{ text( 'placeholder', __( 'Placeholder', 'vitrine' ) ) }
					{ text( 'buttonLabel', __( 'Button label', 'vitrine' ) ) }
					<RangeControl
						label={ __( 'Suggestions shown', 'vitrine' ) }
						value={ attributes.suggestions }
						min={ 1 }
						max={ 10 }
						onChange={ ( suggestions ) => setAttributes( { suggestions: suggestions ?? 5 } ) }
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<span className="vitrine-search__label">{ attributes.label }</span>
				<div className="vitrine-search__row">
					<input
						className="vitrine-search__input"
						type="search"
						placeholder={ attributes.placeholder }
						disabled
					/>
					<span className="vitrine-search__submit wp-element-button">{ attributes.buttonLabel }</span>
				</div>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
