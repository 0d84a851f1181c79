import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { RangeControl, TextControl } from '../../src/editor/controls';
import { bind, type EditProps } from '../../src/editor/bind';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	label: string;
	placeholder: string;
	buttonLabel: string;
	suggestions: number;
};

function Edit( { attributes, setAttributes }: EditProps< Attributes > ) {
	const blockProps = useBlockProps( { className: 'vitrine-search-widget' } );
	const bound = bind( attributes, setAttributes );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Search', 'vitrine' ) }>
					<TextControl label={ __( 'Label', 'vitrine' ) } { ...bound.text( 'label' ) } />
					<TextControl label={ __( 'Placeholder', 'vitrine' ) } { ...bound.text( 'placeholder' ) } />
					<TextControl label={ __( 'Button label', 'vitrine' ) } { ...bound.text( 'buttonLabel' ) } />
					<RangeControl
						label={ __( 'Suggestions shown', 'vitrine' ) }
						min={ 1 }
						max={ 10 }
						{ ...bound.range( 'suggestions', 5 ) }
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
