import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { Button, PanelBody } from '@wordpress/components';
import { RemoveButton, listOf } from '../../src/editor/list';
import { MediaButton } from '../../src/editor/media';
import { __, sprintf } from '@wordpress/i18n';
import { SliderControls, type SliderAttributes } from '../../src/media/editor/slider-controls';
import { Bound, Settings, boundControls, type EditProps } from '../../src/editor/bound';
import { ServerPreview, type PreviewView } from '../../src/editor/preview';
import metadata from './block.json';
import './style.scss';

type Slide = {
	imageId?: number;
	imageUrl?: string;
	heading: string;
	text: string;
	buttonText: string;
	buttonUrl: string;
};

type Attributes = Omit< SliderAttributes, 'perView' | 'perViewTablet' | 'perViewMobile' | 'gap' > & {
	label: string;
	slides: Slide[];
	height: number;
	kenBurns: boolean;
	overlay: number;
};

/** The front end's handler (Swiper, in the shared `slider` chunk), run on the editor's preview. */
const VIEW: PreviewView = new Map( [
	[
		'slides',
		() =>
			import( /* webpackChunkName: "slider" */ '../../src/media/slider-handlers' ).then( ( m ) => ( {
				default: m.slides,
			} ) ),
	],
] );

const { Text, Toggle, Range } = boundControls< Attributes >( metadata );
const Field = boundControls< Slide >();

function SlideFields( { slide, onChange }: { slide: Slide; onChange: ( patch: Partial< Slide > ) => void } ) {
	return (
		<Bound values={ slide } set={ onChange }>
			<MediaButton
				allowedTypes={ [ 'image' ] }
				value={ slide.imageId }
				choose={ __( 'Choose background', 'vitrine' ) }
				change={ __( 'Change background', 'vitrine' ) }
				onSelect={ ( media: { id: number; url: string; sizes?: Record< string, { url: string } > } ) =>
					onChange( { imageId: media.id, imageUrl: media.sizes?.medium?.url ?? media.url } )
				}
			/>
			<Field.Text name="heading" label={ __( 'Heading', 'vitrine' ) } />
			<Field.Textarea name="text" label={ __( 'Text', 'vitrine' ) } />
			<Field.Text name="buttonText" label={ __( 'Button text', 'vitrine' ) } />
			<Field.Text name="buttonUrl" label={ __( 'Button link', 'vitrine' ) } />
		</Bound>
	);
}

function Edit( props: EditProps< Attributes > ) {
	const { attributes, setAttributes } = props;
	const blockProps = useBlockProps();
	const { slides } = attributes;
	const list = listOf( slides, ( next ) => setAttributes( { slides: next } ) );
	return (
		<>
			<Settings { ...props }>
				{ slides.map( ( slide, index ) => (
					<PanelBody
						key={ index }
						title={ sprintf( /* translators: %d: slide number. */ __( 'Slide %d', 'vitrine' ), index + 1 ) }
						initialOpen={ false }
					>
						<SlideFields slide={ slide } onChange={ ( patch ) => list.update( index, patch ) } />
						<RemoveButton onClick={ () => list.remove( index ) }>
							{ __( 'Remove slide', 'vitrine' ) }
						</RemoveButton>
					</PanelBody>
				) ) }
				<PanelBody title={ __( 'Slides', 'vitrine' ) }>
					<Button
						variant="secondary"
						onClick={ () => list.add( { heading: '', text: '', buttonText: '', buttonUrl: '' } ) }
					>
						{ __( 'Add slide', 'vitrine' ) }
					</Button>
					<Text name="label" label={ __( 'Label for screen readers', 'vitrine' ) } />
					<Range
						name="height"
						label={ __( 'Height (px)', 'vitrine' ) }
						min={ 200 }
						max={ 1000 }
						step={ 10 }
					/>
					<Range name="overlay" label={ __( 'Overlay darkness (%)', 'vitrine' ) } min={ 0 } max={ 90 } />
					<Toggle name="kenBurns" label={ __( 'Ken Burns zoom (off for reduced motion)', 'vitrine' ) } />
				</PanelBody>
				<SliderControls
					attributes={ attributes }
					setAttributes={ setAttributes as ( next: Partial< SliderAttributes > ) => void }
					perDevice={ false }
				/>
			</Settings>
			<div { ...blockProps }>
				<ServerPreview
					block="vitrine/slides"
					attributes={ attributes }
					ready={ slides.length > 0 }
					view={ VIEW }
					icon="slides"
					label={ __( 'Slides', 'vitrine' ) }
					instructions={ __( 'Add slides in the sidebar.', 'vitrine' ) }
				/>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
