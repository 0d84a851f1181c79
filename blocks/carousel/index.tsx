import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { Button, PanelBody } from '@wordpress/components';
import { SelectControl, TextControl, TextareaControl } from '../../src/editor/controls';
import { bind, type EditProps } from '../../src/editor/bind';
import { ListItem, RemoveButton, listOf } from '../../src/editor/list';
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
	const list = listOf( items, onChange );
	return (
		<>
			{ items.map( ( item, index ) => {
				const bound = bind( item, ( patch ) => list.update( index, patch ) );
				return (
					<ListItem
						key={ index }
						legend={ sprintf(
							/* translators: %d: number. */ __( 'Testimonial %d', 'vitrine' ),
							index + 1
						) }
					>
						<TextareaControl label={ __( 'Quote', 'vitrine' ) } { ...bound.text( 'text' ) } />
						<TextControl label={ __( 'Name', 'vitrine' ) } { ...bound.text( 'name' ) } />
						<TextControl label={ __( 'Role or company', 'vitrine' ) } { ...bound.text( 'role' ) } />
						<RemoveButton onClick={ () => list.remove( index ) }>
							{ __( 'Remove', 'vitrine' ) }
						</RemoveButton>
					</ListItem>
				);
			} ) }
			<Button variant="secondary" onClick={ () => list.add( { text: '', name: '', role: '' } ) }>
				{ __( 'Add testimonial', 'vitrine' ) }
			</Button>
		</>
	);
}

function Edit( { attributes, setAttributes }: EditProps< Attributes > ) {
	const blockProps = useBlockProps( { className: `vitrine-carousel-editor is-skin-${ attributes.skin }` } );
	const bound = bind( attributes, setAttributes );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Content', 'vitrine' ) }>
					<SelectControl
						label={ __( 'Skin', 'vitrine' ) }
						options={ [
							{ label: __( 'Media', 'vitrine' ), value: 'media' },
							{ label: __( 'Testimonial', 'vitrine' ), value: 'testimonial' },
						] }
						{ ...bound.select( 'skin' ) }
					/>
					<TextControl label={ __( 'Label for screen readers', 'vitrine' ) } { ...bound.text( 'label' ) } />
					{ attributes.skin === 'media' ? (
						<>
							<SelectControl
								label={ __( 'Image ratio', 'vitrine' ) }
								options={ [ '1/1', '4/3', '3/2', '16/9' ].map( ( value ) => ( {
									label: value,
									value,
								} ) ) }
								{ ...bound.select( 'aspectRatio' ) }
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
