import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { Button, PanelBody } from '@wordpress/components';
import { ListItem, RemoveButton, listOf } from '../../src/editor/list';
import { __, sprintf } from '@wordpress/i18n';
import { ImageList, ImagePreview, type ImageItem } from '../../src/media/editor/image-list';
import { SliderControls, type SliderAttributes } from '../../src/media/editor/slider-controls';
import { Bound, Settings, boundControls, type EditProps } from '../../src/editor/bound';
import metadata from './block.json';
import './style.scss';

interface Testimonial {
	text: string;
	name: string;
	role: string;
}

type Attributes = SliderAttributes & {
	skin: 'media' | 'testimonial';
	label: string;
	images: ImageItem[];
	testimonials: Testimonial[];
	aspectRatio: string;
};

const { Text, Select } = boundControls< Attributes >( metadata );
const Field = boundControls< Testimonial >();

function Testimonials( { items, onChange }: { items: Testimonial[]; onChange: ( next: Testimonial[] ) => void } ) {
	const list = listOf( items, onChange );
	return (
		<>
			{ items.map( ( item, index ) => (
				<ListItem
					key={ index }
					legend={ sprintf( /* translators: %d: number. */ __( 'Testimonial %d', 'vitrine' ), index + 1 ) }
				>
					<Bound values={ item } set={ ( patch ) => list.update( index, patch ) }>
						<Field.Textarea name="text" label={ __( 'Quote', 'vitrine' ) } />
						<Field.Text name="name" label={ __( 'Name', 'vitrine' ) } />
						<Field.Text name="role" label={ __( 'Role or company', 'vitrine' ) } />
					</Bound>
					<RemoveButton onClick={ () => list.remove( index ) }>{ __( 'Remove', 'vitrine' ) }</RemoveButton>
				</ListItem>
			) ) }
			<Button variant="secondary" onClick={ () => list.add( { text: '', name: '', role: '' } ) }>
				{ __( 'Add testimonial', 'vitrine' ) }
			</Button>
		</>
	);
}

function Edit( props: EditProps< Attributes > ) {
	const { attributes, setAttributes } = props;
	const blockProps = useBlockProps( { className: `vitrine-carousel-editor is-skin-${ attributes.skin }` } );
	return (
		<>
			<Settings { ...props }>
				<PanelBody title={ __( 'Content', 'vitrine' ) }>
					<Select
						name="skin"
						label={ __( 'Skin', 'vitrine' ) }
						options={ { media: __( 'Media', 'vitrine' ), testimonial: __( 'Testimonial', 'vitrine' ) } }
					/>
					<Text name="label" label={ __( 'Label for screen readers', 'vitrine' ) } />
					{ attributes.skin === 'media' ? (
						<>
							<Select
								name="aspectRatio"
								label={ __( 'Image ratio', 'vitrine' ) }
								options={ [ '1/1', '4/3', '3/2', '16/9' ].map( ( value ) => ( {
									label: value,
									value,
								} ) ) }
							/>
							<ImageList
								items={ attributes.images }
								onChange={ ( images ) => setAttributes( { images } ) }
							/>
						</>
					) : (
						<Testimonials
							items={ attributes.testimonials }
							onChange={ ( testimonials ) => setAttributes( { testimonials } ) }
						/>
					) }
				</PanelBody>
				<SliderControls attributes={ attributes } setAttributes={ setAttributes } />
			</Settings>
			<div { ...blockProps }>
				{ attributes.skin === 'media' ? (
					<ImagePreview
						items={ attributes.images }
						empty={ __( 'Choose images in the sidebar.', 'vitrine' ) }
					/>
				) : (
					<ul>
						{ attributes.testimonials.map( ( item, index ) => (
							<li key={ index }>
								“{ item.text }” — { item.name }
							</li>
						) ) }
						{ ! attributes.testimonials.length && (
							<li>{ __( 'Add testimonials in the sidebar.', 'vitrine' ) }</li>
						) }
					</ul>
				) }
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
