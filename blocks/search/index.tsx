import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	label: string;
	placeholder: string;
	buttonLabel: string;
	suggestions: number;
};

const { Text, Range } = boundControls< Attributes >( metadata );

function Edit( props: EditProps< Attributes > ) {
	const { attributes } = props;
	const blockProps = useBlockProps( { className: 'vitrine-search-widget' } );
	return (
		<>
			<Settings { ...props } title={ __( 'Search', 'vitrine' ) }>
				<Text name="label" label={ __( 'Label', 'vitrine' ) } />
				<Text name="placeholder" label={ __( 'Placeholder', 'vitrine' ) } />
				<Text name="buttonLabel" label={ __( 'Button label', 'vitrine' ) } />
				<Range name="suggestions" label={ __( 'Suggestions shown', 'vitrine' ) } min={ 1 } max={ 10 } />
			</Settings>
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
