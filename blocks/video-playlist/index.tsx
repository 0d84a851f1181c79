import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { Button, PanelBody } from '@wordpress/components';
import { ListItem, RemoveButton, listOf } from '../../src/editor/list';
import { MediaButton } from '../../src/editor/media';
import { ServerPreview } from '../../src/editor/preview';
import { __, sprintf } from '@wordpress/i18n';
import { Bound, Settings, boundControls, type EditProps } from '../../src/editor/bound';
import metadata from './block.json';
import './style.scss';

type Video = { url?: string; mediaId?: number; title?: string; duration?: string; thumbId?: number };
type Attributes = {
	heading: string;
	videos: Video[];
	autoNext: boolean;
	rememberWatched: boolean;
	listPosition: 'side' | 'below';
};

const { Text, Toggle, Select } = boundControls< Attributes >( metadata );
const Field = boundControls< Video >();

function VideoFields( {
	video,
	index,
	count,
	onChange,
	onMove,
	onRemove,
}: {
	video: Video;
	index: number;
	count: number;
	onChange: ( patch: Partial< Video > ) => void;
	onMove: ( to: number ) => void;
	onRemove: () => void;
} ) {
	return (
		<ListItem legend={ sprintf( /* translators: %d: video number. */ __( 'Video %d', 'vitrine' ), index + 1 ) }>
			<Bound values={ video } set={ onChange }>
				<Field.Text
					name="url"
					label={ __( 'YouTube, Vimeo or video file address', 'vitrine' ) }
					type="url"
					disabled={ !! video.mediaId }
					clean={ ( url ) => url.trim() }
				/>
				<MediaButton
					allowedTypes={ [ 'video' ] }
					value={ video.mediaId }
					choose={ __( 'Or choose a hosted video', 'vitrine' ) }
					change={ __( 'Change hosted video', 'vitrine' ) }
					onSelect={ ( media: { id: number; title?: string } ) =>
						onChange( { mediaId: media.id, url: '', title: video.title || media.title } )
					}
				/>
				{ !! video.mediaId && (
					<Button variant="link" onClick={ () => onChange( { mediaId: 0 } ) }>
						{ __( 'Use an address instead', 'vitrine' ) }
					</Button>
				) }
				<Field.Text name="title" label={ __( 'Title', 'vitrine' ) } />
				<Field.Text name="duration" label={ __( 'Duration (m:ss), shown in the list', 'vitrine' ) } />
				<MediaButton
					allowedTypes={ [ 'image' ] }
					value={ video.thumbId }
					choose={ __( 'Choose a thumbnail', 'vitrine' ) }
					change={ __( 'Change thumbnail', 'vitrine' ) }
					onSelect={ ( media: { id: number } ) => onChange( { thumbId: media.id } ) }
				/>
			</Bound>
			<div>
				<Button variant="link" disabled={ index === 0 } onClick={ () => onMove( index - 1 ) }>
					{ __( 'Move up', 'vitrine' ) }
				</Button>{ ' ' }
				<Button variant="link" disabled={ index === count - 1 } onClick={ () => onMove( index + 1 ) }>
					{ __( 'Move down', 'vitrine' ) }
				</Button>{ ' ' }
				<RemoveButton onClick={ onRemove }>{ __( 'Remove', 'vitrine' ) }</RemoveButton>
			</div>
		</ListItem>
	);
}

function Edit( props: EditProps< Attributes > ) {
	const { attributes, setAttributes } = props;
	const blockProps = useBlockProps();
	const { videos } = attributes;
	const list = listOf( videos, ( next ) => setAttributes( { videos: next } ) );
	const add = () => list.add( { url: '', title: '' } );
	return (
		<>
			<Settings { ...props }>
				<PanelBody title={ __( 'Playlist', 'vitrine' ) }>
					<Text name="heading" label={ __( 'Heading', 'vitrine' ) } />
					<Select
						name="listPosition"
						label={ __( 'List position', 'vitrine' ) }
						options={ {
							side: __( 'Beside the video', 'vitrine' ),
							below: __( 'Below the video', 'vitrine' ),
						} }
					/>
					<Toggle name="autoNext" label={ __( 'Play the next video when one ends', 'vitrine' ) } />
					<Toggle
						name="rememberWatched"
						label={ __( 'Remember watched videos on the visitor’s device', 'vitrine' ) }
						help={ __( 'Only for visitors who allowed functional cookies.', 'vitrine' ) }
					/>
				</PanelBody>
				<PanelBody title={ __( 'Videos', 'vitrine' ) }>
					{ videos.map( ( video, index ) => (
						<VideoFields
							key={ index }
							video={ video }
							index={ index }
							count={ videos.length }
							onChange={ ( patch ) => list.update( index, patch ) }
							onMove={ ( to ) => list.move( index, to ) }
							onRemove={ () => list.remove( index ) }
						/>
					) ) }
					<Button variant="primary" onClick={ add }>
						{ __( 'Add a video', 'vitrine' ) }
					</Button>
				</PanelBody>
			</Settings>
			<div { ...blockProps }>
				<ServerPreview
					block="vitrine/video-playlist"
					attributes={ attributes }
					ready={ videos.length > 0 }
					icon="playlist-video"
					label={ __( 'Video Playlist', 'vitrine' ) }
					instructions={ __( 'Add YouTube, Vimeo or hosted videos in the block settings.', 'vitrine' ) }
				>
					<Button variant="primary" onClick={ add }>
						{ __( 'Add a video', 'vitrine' ) }
					</Button>
				</ServerPreview>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
