import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, MediaUpload, MediaUploadCheck, useBlockProps } from '@wordpress/block-editor';
import { Button, PanelBody, Placeholder } from '@wordpress/components';
import { SelectControl, TextControl, ToggleControl } from '../../src/editor/controls';
import { __, sprintf } from '@wordpress/i18n';
import { ServerPreview } from '../../src/editor/server-preview';
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
		<fieldset className="vitrine-image-list__item">
			<legend>{ sprintf( /* translators: %d: video number. */ __( 'Video %d', 'vitrine' ), index + 1 ) }</legend>
			<TextControl
				label={ __( 'YouTube, Vimeo or video file address', 'vitrine' ) }
				type="url"
				value={ video.url ?? '' }
				disabled={ !! video.mediaId }
				onChange={ ( url ) => onChange( { url: url.trim() } ) }
			/>
			<MediaUploadCheck>
				<MediaUpload
					allowedTypes={ [ 'video' ] }
					value={ video.mediaId }
					onSelect={ ( media: { id: number; title?: string } ) =>
						onChange( { mediaId: media.id, url: '', title: video.title || media.title } )
					}
					render={ ( { open }: { open: () => void } ) => (
						<Button variant="secondary" onClick={ open }>
							{ video.mediaId
								? __( 'Change hosted video', 'vitrine' )
								: __( 'Or choose a hosted video', 'vitrine' ) }
						</Button>
					) }
				/>
			</MediaUploadCheck>
			{ !! video.mediaId && (
				<Button variant="link" onClick={ () => onChange( { mediaId: 0 } ) }>
					{ __( 'Use an address instead', 'vitrine' ) }
				</Button>
			) }
			<TextControl
				label={ __( 'Title', 'vitrine' ) }
				value={ video.title ?? '' }
				onChange={ ( title ) => onChange( { title } ) }
			/>
			<TextControl
				label={ __( 'Duration (m:ss), shown in the list', 'vitrine' ) }
				value={ video.duration ?? '' }
				onChange={ ( duration ) => onChange( { duration } ) }
			/>
			<MediaUploadCheck>
				<MediaUpload
					allowedTypes={ [ 'image' ] }
					value={ video.thumbId }
					onSelect={ ( media: { id: number } ) => onChange( { thumbId: media.id } ) }
					render={ ( { open }: { open: () => void } ) => (
						<Button variant="secondary" onClick={ open }>
							{ video.thumbId
								? __( 'Change thumbnail', 'vitrine' )
								: __( 'Choose a thumbnail', 'vitrine' ) }
						</Button>
					) }
				/>
			</MediaUploadCheck>
			<div>
				<Button variant="link" disabled={ index === 0 } onClick={ () => onMove( index - 1 ) }>
					{ __( 'Move up', 'vitrine' ) }
				</Button>{ ' ' }
				<Button variant="link" disabled={ index === count - 1 } onClick={ () => onMove( index + 1 ) }>
					{ __( 'Move down', 'vitrine' ) }
				</Button>{ ' ' }
				<Button variant="link" isDestructive onClick={ onRemove }>
					{ __( 'Remove', 'vitrine' ) }
				</Button>
			</div>
		</fieldset>
	);
}

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const blockProps = useBlockProps();
	const { videos } = attributes;
	const update = ( index: number, patch: Partial< Video > ) =>
		setAttributes( { videos: videos.map( ( v, i ) => ( i === index ? { ...v, ...patch } : v ) ) } );
	const move = ( from: number, to: number ) => {
		const next = [ ...videos ];
		const [ item ] = next.splice( from, 1 );
		next.splice( to, 0, item! );
		setAttributes( { videos: next } );
	};
	const add = () => setAttributes( { videos: [ ...videos, { url: '', title: '' } ] } );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Playlist', 'vitrine' ) }>
					<TextControl
						label={ __( 'Heading', 'vitrine' ) }
						value={ attributes.heading }
						onChange={ ( heading ) => setAttributes( { heading } ) }
					/>
					<SelectControl
						label={ __( 'List position', 'vitrine' ) }
						value={ attributes.listPosition }
						options={ [
							{ label: __( 'Beside the video', 'vitrine' ), value: 'side' },
							{ label: __( 'Below the video', 'vitrine' ), value: 'below' },
						] }
						onChange={ ( listPosition ) =>
							setAttributes( { listPosition: listPosition as Attributes[ 'listPosition' ] } )
						}
					/>
					<ToggleControl
						label={ __( 'Play the next video when one ends', 'vitrine' ) }
						checked={ attributes.autoNext }
						onChange={ ( autoNext: boolean ) => setAttributes( { autoNext } ) }
					/>
					<ToggleControl
						label={ __( 'Remember watched videos on the visitor’s device', 'vitrine' ) }
						help={ __( 'Only for visitors who allowed functional cookies.', 'vitrine' ) }
						checked={ attributes.rememberWatched }
						onChange={ ( rememberWatched: boolean ) => setAttributes( { rememberWatched } ) }
					/>
				</PanelBody>
				<PanelBody title={ __( 'Videos', 'vitrine' ) }>
					{ videos.map( ( video, index ) => (
						<VideoFields
							key={ index }
							video={ video }
							index={ index }
							count={ videos.length }
							onChange={ ( patch ) => update( index, patch ) }
							onMove={ ( to ) => move( index, to ) }
							onRemove={ () => setAttributes( { videos: videos.filter( ( _, i ) => i !== index ) } ) }
						/>
					) ) }
					<Button variant="primary" onClick={ add }>
						{ __( 'Add a video', 'vitrine' ) }
					</Button>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				{ videos.length ? (
					<ServerPreview block="vitrine/video-playlist" attributes={ attributes } />
				) : (
					<Placeholder
						icon="playlist-video"
						label={ __( 'Video Playlist', 'vitrine' ) }
						instructions={ __( 'Add YouTube, Vimeo or hosted videos in the block settings.', 'vitrine' ) }
					>
						<Button variant="primary" onClick={ add }>
							{ __( 'Add a video', 'vitrine' ) }
						</Button>
					</Placeholder>
				) }
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
