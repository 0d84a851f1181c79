import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { RemoveButton, listOf } from '../../src/editor/list';
import { MediaButton } from '../../src/editor/media';
import { __, sprintf } from '@wordpress/i18n';
import { Bound, Settings, boundControls, type EditProps } from '../../src/editor/bound';
import { ServerPreview, type PreviewView } from '../../src/editor/preview';
import hotspot from './handler';
import metadata from './block.json';
import './style.scss';

type Spot = { x: number; y: number; label: string; text: string; url: string };
type Attributes = {
	imageId: number;
	imageUrl: string;
	caption: string;
	trigger: 'click' | 'hover';
	spots: Spot[];
};

/** The front end's handler (tooltips open on their points), run on the editor's preview. */
const VIEW: PreviewView = new Map( [ [ 'hotspot', () => Promise.resolve( { default: hotspot } ) ] ] );

const { Text, Select } = boundControls< Attributes >( metadata );
const Field = boundControls< Spot >();

function Edit( props: EditProps< Attributes > ) {
	const { attributes, setAttributes } = props;
	const blockProps = useBlockProps();
	const { spots } = attributes;
	const list = listOf( spots, ( next ) => setAttributes( { spots: next } ) );
	// A click on the preview's image (not on a point, whose tooltip opens) adds a point there.
	const addAt = ( event: React.MouseEvent< HTMLElement > ) => {
		const image = ( event.target as Element ).closest?.( '.vitrine-hotspot__image' );
		if ( ! image ) {
			return;
		}
		const rect = image.getBoundingClientRect();
		const x = Math.round( ( ( event.clientX - rect.left ) / rect.width ) * 1000 ) / 10;
		const y = Math.round( ( ( event.clientY - rect.top ) / rect.height ) * 1000 ) / 10;
		list.add( { x, y, label: '', text: '', url: '' } );
	};
	return (
		<>
			<Settings { ...props }>
				<PanelBody title={ __( 'Image', 'vitrine' ) }>
					<MediaButton
						allowedTypes={ [ 'image' ] }
						value={ attributes.imageId }
						choose={ __( 'Choose image', 'vitrine' ) }
						change={ __( 'Change image', 'vitrine' ) }
						onSelect={ ( media: { id: number; url: string } ) =>
							setAttributes( { imageId: media.id, imageUrl: media.url } )
						}
					/>
					<Text name="caption" label={ __( 'Caption', 'vitrine' ) } />
					<Select
						name="trigger"
						label={ __( 'Open tooltips on', 'vitrine' ) }
						options={ { click: __( 'Click', 'vitrine' ), hover: __( 'Hover (and focus)', 'vitrine' ) } }
					/>
				</PanelBody>
				{ spots.map( ( spot, index ) => (
					<PanelBody
						key={ index }
						title={
							spot.label ||
							sprintf( /* translators: %d: number. */ __( 'Point %d', 'vitrine' ), index + 1 )
						}
						initialOpen={ false }
					>
						<Bound values={ spot } set={ ( patch ) => list.update( index, patch ) }>
							<Field.Text name="label" label={ __( 'Label', 'vitrine' ) } />
							<Field.Textarea name="text" label={ __( 'Text', 'vitrine' ) } />
							<Field.Text name="url" label={ __( 'Link (optional)', 'vitrine' ) } />
							<Field.Range
								name="x"
								label={ __( 'Left (%)', 'vitrine' ) }
								min={ 0 }
								max={ 100 }
								step={ 0.5 }
								fallback={ 50 }
							/>
							<Field.Range
								name="y"
								label={ __( 'Top (%)', 'vitrine' ) }
								min={ 0 }
								max={ 100 }
								step={ 0.5 }
								fallback={ 50 }
							/>
						</Bound>
						<RemoveButton onClick={ () => list.remove( index ) }>
							{ __( 'Remove point', 'vitrine' ) }
						</RemoveButton>
					</PanelBody>
				) ) }
			</Settings>
			{ /* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- points are also added and moved in the sidebar. */ }
			<div { ...blockProps } onClick={ addAt }>
				{ ! attributes.imageId && attributes.imageUrl ? (
					// The inserter's example: an image by address only, which the server does not render.
					<div className="vitrine-hotspot">
						<div className="vitrine-hotspot__canvas">
							<img src={ attributes.imageUrl } alt="" className="vitrine-hotspot__image" />
							{ spots.map( ( spot, index ) => (
								<div
									key={ index }
									className="vitrine-hotspot__spot"
									style={ { left: `${ spot.x }%`, top: `${ spot.y }%` } }
								>
									<span className="vitrine-hotspot__point" />
								</div>
							) ) }
						</div>
					</div>
				) : (
					<ServerPreview
						block="vitrine/hotspot"
						attributes={ attributes }
						ready={ attributes.imageId > 0 }
						view={ VIEW }
						icon="location"
						label={ __( 'Hotspot', 'vitrine' ) }
						instructions={ __( 'Choose an image in the sidebar.', 'vitrine' ) }
					/>
				) }
				{ attributes.imageId > 0 && <p>{ __( 'Click the image to add a point.', 'vitrine' ) }</p> }
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
