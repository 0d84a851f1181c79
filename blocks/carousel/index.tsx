import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { Button, PanelBody } from '@wordpress/components';
import { ListItem, RemoveButton, listOf } from '../../src/editor/list';
import { __, sprintf } from '@wordpress/i18n';
import { ImageList, type ImageItem } from '../../src/media/editor/image-list';
import { SliderControls, type SliderAttributes } from '../../src/media/editor/slider-controls';
import { Bound, Settings, boundControls, type EditProps } from '../../src/editor/bound';
import { ServerPreview, type PreviewView } from '../../src/editor/preview';
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

/** The front end's handler (Swiper, in the shared `slider` chunk), run on the editor's preview. */
const VIEW: PreviewView = new Map( [
	[
		'carousel',
		() =>
			import( /* webpackChunkName: "slider" */ '../../src/media/slider-handlers' ).then( ( m ) => ( {
				default: m.carousel,
			} ) ),
	],
] );

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
	const blockProps = useBlockProps();
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
				<ServerPreview
					block="vitrine/carousel"
					attributes={ attributes }
					ready={ ( attributes.skin === 'media' ? attributes.images : attributes.testimonials ).length > 0 }
					view={ VIEW }
					icon="images-alt2"
					label={ __( 'Carousel', 'vitrine' ) }
					instructions={
						attributes.skin === 'media'
							? __( 'Choose images in the sidebar.', 'vitrine' )
							: __( 'Add testimonials in the sidebar.', 'vitrine' )
					}
				/>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
