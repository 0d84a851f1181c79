import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
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

const { Text, Toggle, Range, Select } = boundControls< Attributes >( metadata );

function Edit( props: EditProps< Attributes > ) {
	const { attributes, setAttributes } = props;
	const blockProps = useBlockProps( { className: 'vitrine-lottie-editor' } );
	return (
		<>
			<Settings { ...props } title={ __( 'Animation', 'vitrine' ) }>
				<Text
					name="src"
					label={ __( 'Lottie JSON address', 'vitrine' ) }
					help={ __( 'An https address of a .json file exported with Bodymovin.', 'vitrine' ) }
				/>
				<Text name="label" label={ __( 'Description for screen readers', 'vitrine' ) } />
				<Select
					name="trigger"
					label={ __( 'Play', 'vitrine' ) }
					options={ {
						load: __( 'On load', 'vitrine' ),
						scroll: __( 'With the scroll position', 'vitrine' ),
						hover: __( 'On hover', 'vitrine' ),
						click: __( 'On click (with a play button)', 'vitrine' ),
					} }
				/>
				<Toggle name="loop" label={ __( 'Loop', 'vitrine' ) } />
				<Range name="speed" label={ __( 'Speed', 'vitrine' ) } min={ 0.1 } max={ 5 } step={ 0.1 } />
				<Text name="ratio" label={ __( 'Ratio (width/height)', 'vitrine' ) } />
				<Range name="maxWidth" label={ __( 'Maximum width (px)', 'vitrine' ) } min={ 40 } max={ 2000 } />
				<MediaButton
					allowedTypes={ [ 'image' ] }
					value={ attributes.fallbackId }
					choose={ __( 'Choose a still image (fallback)', 'vitrine' ) }
					change={ __( 'Change still image', 'vitrine' ) }
					onSelect={ ( media: { id: number } ) => setAttributes( { fallbackId: media.id } ) }
				/>
			</Settings>
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
