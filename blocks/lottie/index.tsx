import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, MediaUpload, MediaUploadCheck, useBlockProps } from '@wordpress/block-editor';
import { Button, PanelBody } from '@wordpress/components';
import { RangeControl, SelectControl, TextControl, ToggleControl } from '../../src/editor/controls';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	src: string;
	label: string;
	trigger: 'load' | 'scroll' | 'hover' | 'click';
	loop: boolean;
	speed: number;
	ratio: string;
	maxWidth: number;
	fallbackId: number;
};

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const blockProps = useBlockProps( { className: 'vitrine-lottie-editor' } );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Animation', 'vitrine' ) }>
					<TextControl
						label={ __( 'Lottie JSON address', 'vitrine' ) }
						help={ __( 'An https address of a .json file exported with Bodymovin.', 'vitrine' ) }
						value={ attributes.src }
						onChange={ ( src ) => setAttributes( { src } ) }
					/>
					<TextControl
						label={ __( 'Description for screen readers', 'vitrine' ) }
						value={ attributes.label }
						onChange={ ( label ) => setAttributes( { label } ) }
					/>
					<SelectControl
						label={ __( 'Play', 'vitrine' ) }
						value={ attributes.trigger }
						options={ [
							{ label: __( 'On load', 'vitrine' ), value: 'load' },
							{ label: __( 'With the scroll position', 'vitrine' ), value: 'scroll' },
							{ label: __( 'On hover', 'vitrine' ), value: 'hover' },
							{ label: __( 'On click (with a play button)', 'vitrine' ), value: 'click' },
						] }
						onChange={ ( trigger ) => setAttributes( { trigger: trigger as Attributes[ 'trigger' ] } ) }
					/>
					<ToggleControl
						label={ __( 'Loop', 'vitrine' ) }
						checked={ attributes.loop }
						onChange={ ( loop: boolean ) => setAttributes( { loop } ) }
					/>
					<RangeControl
						label={ __( 'Speed', 'vitrine' ) }
						value={ attributes.speed }
						min={ 0.1 }
						max={ 5 }
						step={ 0.1 }
						onChange={ ( speed?: number ) => setAttributes( { speed: speed ?? 1 } ) }
					/>
					<TextControl
						label={ __( 'Ratio (width/height)', 'vitrine' ) }
						value={ attributes.ratio }
						onChange={ ( ratio ) => setAttributes( { ratio } ) }
					/>
					<RangeControl
						label={ __( 'Maximum width (px)', 'vitrine' ) }
						value={ attributes.maxWidth }
						min={ 40 }
						max={ 2000 }
						onChange={ ( maxWidth?: number ) => setAttributes( { maxWidth: maxWidth ?? 320 } ) }
					/>
					<MediaUploadCheck>
						<MediaUpload
							allowedTypes={ [ 'image' ] }
							value={ attributes.fallbackId }
							onSelect={ ( media: { id: number } ) => setAttributes( { fallbackId: media.id } ) }
							render={ ( { open }: { open: () => void } ) => (
								<Button variant="secondary" onClick={ open }>
									{ attributes.fallbackId
										? __( 'Change still image', 'vitrine' )
										: __( 'Choose a still image (fallback)', 'vitrine' ) }
								</Button>
							) }
						/>
					</MediaUploadCheck>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<p>
					{ attributes.src
						? `${ __( 'Lottie animation', 'vitrine' ) }: ${ attributes.src }`
						: __( 'Set the animation address in the sidebar.', 'vitrine' ) }
				</p>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
