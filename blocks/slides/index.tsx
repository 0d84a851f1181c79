import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, MediaUpload, MediaUploadCheck, useBlockProps } from '@wordpress/block-editor';
import { Button, PanelBody } from '@wordpress/components';
import { RangeControl, TextControl, TextareaControl, ToggleControl } from '../../src/editor/controls';
import { __, sprintf } from '@wordpress/i18n';
import { SliderControls, type SliderAttributes } from '../../src/media/editor/slider-controls';
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

function SlideFields( { slide, onChange }: { slide: Slide; onChange: ( patch: Partial< Slide > ) => void } ) {
	const text = ( label: string, key: 'heading' | 'buttonText' | 'buttonUrl' ) => (
		<TextControl
			label={ label }
			value={ slide[ key ] ?? '' }
			onChange={ ( value ) => onChange( { [ key ]: value } ) }
		/>
	);
	return (
		<>
			<MediaUploadCheck>
				<MediaUpload
					allowedTypes={ [ 'image' ] }
					value={ slide.imageId }
					onSelect={ ( media: { id: number; url: string; sizes?: Record< string, { url: string } > } ) =>
						onChange( { imageId: media.id, imageUrl: media.sizes?.medium?.url ?? media.url } )
					}
					render={ ( { open }: { open: () => void } ) => (
						<Button variant="secondary" onClick={ open }>
							{ slide.imageId
								? __( 'Change background', 'vitrine' )
								: __( 'Choose background', 'vitrine' ) }
						</Button>
					) }
				/>
			</MediaUploadCheck>
			{ text( __( 'Heading', 'vitrine' ), 'heading' ) }
			<TextareaControl
				label={ __( 'Text', 'vitrine' ) }
				value={ slide.text ?? '' }
				onChange={ ( value ) => onChange( { text: value } ) }
			/>
			{ text( __( 'Button text', 'vitrine' ), 'buttonText' ) }
			{ text( __( 'Button link', 'vitrine' ), 'buttonUrl' ) }
		</>
	);
}

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const blockProps = useBlockProps( { className: 'vitrine-slides-editor' } );
	const { slides } = attributes;
	const update = ( index: number, patch: Partial< Slide > ) =>
		setAttributes( { slides: slides.map( ( s, i ) => ( i === index ? { ...s, ...patch } : s ) ) } );
	return (
		<>
			<InspectorControls>
				{ slides.map( ( slide, index ) => (
					<PanelBody
						key={ index }
						title={ sprintf( /* translators: %d: slide number. */ __( 'Slide %d', 'vitrine' ), index + 1 ) }
						initialOpen={ false }
					>
						<SlideFields slide={ slide } onChange={ ( patch ) => update( index, patch ) } />
						<Button
							variant="link"
							isDestructive
							onClick={ () => setAttributes( { slides: slides.filter( ( _, i ) => i !== index ) } ) }
						>
							{ __( 'Remove slide', 'vitrine' ) }
						</Button>
					</PanelBody>
				) ) }
				<PanelBody title={ __( 'Slides', 'vitrine' ) }>
					<Button
						variant="secondary"
						onClick={ () =>
							setAttributes( {
								slides: [ ...slides, { heading: '', text: '', buttonText: '', buttonUrl: '' } ],
							} )
						}
					>
						{ __( 'Add slide', 'vitrine' ) }
					</Button>
					<TextControl
						label={ __( 'Label for screen readers', 'vitrine' ) }
						value={ attributes.label }
						onChange={ ( label ) => setAttributes( { label } ) }
					/>
					<RangeControl
						label={ __( 'Height (px)', 'vitrine' ) }
						value={ attributes.height }
						min={ 200 }
						max={ 1000 }
						step={ 10 }
						onChange={ ( height?: number ) => setAttributes( { height: height ?? 420 } ) }
					/>
					<RangeControl
						label={ __( 'Overlay darkness (%)', 'vitrine' ) }
						value={ attributes.overlay }
						min={ 0 }
						max={ 90 }
						onChange={ ( overlay?: number ) => setAttributes( { overlay: overlay ?? 40 } ) }
					/>
					<ToggleControl
						label={ __( 'Ken Burns zoom (off for reduced motion)', 'vitrine' ) }
						checked={ attributes.kenBurns }
						onChange={ ( kenBurns: boolean ) => setAttributes( { kenBurns } ) }
					/>
				</PanelBody>
				<SliderControls
					attributes={ attributes }
					setAttributes={ setAttributes as ( next: Partial< SliderAttributes > ) => void }
					perDevice={ false }
				/>
			</InspectorControls>
			<div { ...blockProps }>
				{ slides.length ? (
					slides.map( ( slide, index ) => (
						<div key={ index } className="vitrine-slides-editor__slide">
							{ slide.imageUrl && <img src={ slide.imageUrl } alt="" /> }
							<strong>
								{ slide.heading ||
									sprintf( /* translators: %d: number. */ __( 'Slide %d', 'vitrine' ), index + 1 ) }
							</strong>
						</div>
					) )
				) : (
					<p>{ __( 'Add slides in the sidebar.', 'vitrine' ) }</p>
				) }
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
