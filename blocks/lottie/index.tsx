import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { RangeControl, SelectControl, TextControl, ToggleControl } from '../../src/editor/controls';
import { bind, type EditProps } from '../../src/editor/bind';
import { MediaButton } from '../../src/editor/media';
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

function Edit( { attributes, setAttributes }: EditProps< Attributes > ) {
	const blockProps = useBlockProps( { className: 'vitrine-lottie-editor' } );
	const bound = bind( attributes, setAttributes );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Animation', 'vitrine' ) }>
					<TextControl
						label={ __( 'Lottie JSON address', 'vitrine' ) }
						help={ __( 'An https address of a .json file exported with Bodymovin.', 'vitrine' ) }
						{ ...bound.text( 'src' ) }
					/>
					<TextControl
						label={ __( 'Description for screen readers', 'vitrine' ) }
						{ ...bound.text( 'label' ) }
					/>
					<SelectControl
						label={ __( 'Play', 'vitrine' ) }
						options={ [
							{ label: __( 'On load', 'vitrine' ), value: 'load' },
							{ label: __( 'With the scroll position', 'vitrine' ), value: 'scroll' },
							{ label: __( 'On hover', 'vitrine' ), value: 'hover' },
							{ label: __( 'On click (with a play button)', 'vitrine' ), value: 'click' },
						] }
						{ ...bound.select( 'trigger' ) }
					/>
					<ToggleControl label={ __( 'Loop', 'vitrine' ) } { ...bound.toggle( 'loop' ) } />
					<RangeControl
						label={ __( 'Speed', 'vitrine' ) }
						min={ 0.1 }
						max={ 5 }
						step={ 0.1 }
						{ ...bound.range( 'speed', 1 ) }
					/>
					<TextControl label={ __( 'Ratio (width/height)', 'vitrine' ) } { ...bound.text( 'ratio' ) } />
					<RangeControl
						label={ __( 'Maximum width (px)', 'vitrine' ) }
						min={ 40 }
						max={ 2000 }
						{ ...bound.range( 'maxWidth', 320 ) }
					/>
					<MediaButton
						allowedTypes={ [ 'image' ] }
						value={ attributes.fallbackId }
						choose={ __( 'Choose a still image (fallback)', 'vitrine' ) }
						change={ __( 'Change still image', 'vitrine' ) }
						onSelect={ ( media: { id: number } ) => setAttributes( { fallbackId: media.id } ) }
					/>
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
