import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { Button, PanelBody } from '@wordpress/components';
import { SelectControl, TextControl, TextareaControl } from '../../src/editor/controls';
import { __, sprintf } from '@wordpress/i18n';
import { ImageList, ImagePreview, type ImageItem } from '../../src/media/editor/image-list';
import { SliderControls, type SliderAttributes } from '../../src/media/editor/slider-controls';
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

function Testimonials( { items, onChange }: { items: Testimonial[]; onChange: ( next: Testimonial[] ) => void } ) {
	const update = ( index: number, patch: Partial< Testimonial > ) =>
		onChange( items.map( ( item, i ) => ( i === index ? { ...item, ...patch } : item ) ) );
	return (
		<>
			{ items.map( ( item, index ) => (
				<fieldset key={ index } className="vitrine-image-list__item">
					<legend>
						{ sprintf( /* translators: %d: number. */ __( 'Testimonial %d', 'vitrine' ), index + 1 ) }
					</legend>
					<TextareaControl
						label={ __( 'Quote', 'vitrine' ) }
						value={ item.text }
						onChange={ ( text ) => update( index, { text } ) }
					/>
					<TextControl
						label={ __( 'Name', 'vitrine' ) }
						value={ item.name }
						onChange={ ( name ) => update( index, { name } ) }
					/>
					<TextControl
						label={ __( 'Role or company', 'vitrine' ) }
						value={ item.role }
						onChange={ ( role ) => update( index, { role } ) }
					/>
					<Button
						variant="link"
						isDestructive
						onClick={ () => onChange( items.filter( ( _, i ) => i !== index ) ) }
					>
						{ __( 'Remove', 'vitrine' ) }
					</Button>
				</fieldset>
			) ) }
			<Button variant="secondary" onClick={ () => onChange( [ ...items, { text: '', name: '', role: '' } ] ) }>
				{ __( 'Add testimonial', 'vitrine' ) }
			</Button>
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
	const blockProps = useBlockProps( { className: `vitrine-carousel-editor is-skin-${ attributes.skin }` } );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Content', 'vitrine' ) }>
					<SelectControl
						label={ __( 'Skin', 'vitrine' ) }
						value={ attributes.skin }
						options={ [
							{ label: __( 'Media', 'vitrine' ), value: 'media' },
							{ label: __( 'Testimonial', 'vitrine' ), value: 'testimonial' },
						] }
						onChange={ ( skin ) => setAttributes( { skin: skin as Attributes[ 'skin' ] } ) }
					/>
					<TextControl
						label={ __( 'Label for screen readers', 'vitrine' ) }
						value={ attributes.label }
						onChange={ ( label ) => setAttributes( { label } ) }
					/>
					{ attributes.skin === 'media' ? (
						<>
							<SelectControl
								label={ __( 'Image ratio', 'vitrine' ) }
								value={ attributes.aspectRatio }
								options={ [ '1/1', '4/3', '3/2', '16/9' ].map( ( value ) => ( {
									label: value,
									value,
								} ) ) }
								onChange={ ( aspectRatio ) => setAttributes( { aspectRatio } ) }
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
			</InspectorControls>
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
