import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
import metadata from './block.json';
import './style.scss';

type Attributes = { postsPerPage: number; columns: number; allLabel: string };

const { Text, Range } = boundControls< Attributes >( metadata );

function Edit( props: EditProps< Attributes > ) {
	const blockProps = useBlockProps( { className: 'vitrine-portfolio' } );
	return (
		<>
			<Settings { ...props } title={ __( 'Portfolio', 'vitrine' ) }>
				<Range name="postsPerPage" label={ __( 'Items', 'vitrine' ) } min={ 1 } max={ 24 } />
				<Range name="columns" label={ __( 'Columns', 'vitrine' ) } min={ 1 } max={ 4 } />
				<Text name="allLabel" label={ __( 'Label of the “all” filter', 'vitrine' ) } />
			</Settings>
			<div { ...blockProps }>
				<p>
					{ __( 'Portfolio of the latest posts, filtered by category', 'vitrine' ) } (
					{ props.attributes.postsPerPage })
				</p>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
