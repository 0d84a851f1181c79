/**
 * The editor control for a list of images (carousel, gallery, slides backgrounds): choose them from
 * the media library, then edit each one's caption (and tags, where the widget filters by tag) or
 * remove it. Each item keeps a preview URL for the editor only; the server renders from the id.
 */
import { MediaUpload, MediaUploadCheck } from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { TextControl } from '../../editor/controls';
import { __, sprintf } from '@wordpress/i18n';

export interface ImageItem {
	id: number;
	url?: string;
	caption?: string;
	tags?: string;
}

interface MediaChoice {
	id: number;
	url: string;
	caption?: string;
	sizes?: Record< string, { url: string } >;
}

export function ImageList( {
	items,
	onChange,
	withTags = false,
}: {
	items: ImageItem[];
	onChange: ( items: ImageItem[] ) => void;
	withTags?: boolean;
} ) {
	const update = ( index: number, patch: Partial< ImageItem > ) =>
		onChange( items.map( ( item, i ) => ( i === index ? { ...item, ...patch } : item ) ) );
	const onSelect = ( media: MediaChoice[] ) =>
		onChange(
			media.map( ( m ) => {
				const kept = items.find( ( item ) => item.id === m.id );
				return {
					id: m.id,
					url: m.sizes?.thumbnail?.url ?? m.url,
					caption: kept?.caption ?? m.caption ?? '',
					tags: kept?.tags ?? '',
				};
			} )
		);
	return (
		<div className="vitrine-image-list">
			<MediaUploadCheck>
				<MediaUpload
					multiple
					gallery
					allowedTypes={ [ 'image' ] }
					value={ items.map( ( item ) => item.id ) }
					onSelect={ onSelect }
					render={ ( { open }: { open: () => void } ) => (
						<Button variant="secondary" onClick={ open }>
							{ items.length ? __( 'Change images', 'vitrine' ) : __( 'Choose images', 'vitrine' ) }
						</Button>
					) }
				/>
			</MediaUploadCheck>
			{ items.map( ( item, index ) => (
				<fieldset key={ item.id } className="vitrine-image-list__item">
					<legend>
						{ sprintf( /* translators: %d: image number. */ __( 'Image %d', 'vitrine' ), index + 1 ) }
					</legend>
					{ item.url && <img src={ item.url } alt="" width={ 60 } height={ 60 } /> }
					<TextControl
						label={ __( 'Caption', 'vitrine' ) }
						value={ item.caption ?? '' }
						onChange={ ( caption ) => update( index, { caption } ) }
					/>
					{ withTags && (
						<TextControl
							label={ __( 'Tags (comma-separated)', 'vitrine' ) }
							value={ item.tags ?? '' }
							onChange={ ( tags ) => update( index, { tags } ) }
						/>
					) }
					<Button
						variant="link"
						isDestructive
						onClick={ () => onChange( items.filter( ( _, i ) => i !== index ) ) }
					>
						{ __( 'Remove', 'vitrine' ) }
					</Button>
				</fieldset>
			) ) }
		</div>
	);
}

/** A simple editor preview: thumbnails in a row, so the block is visible and selectable. */
export function ImagePreview( { items, empty }: { items: ImageItem[]; empty: string } ) {
	if ( ! items.length ) {
		return <p className="vitrine-editor-empty">{ empty }</p>;
	}
	return (
		<div className="vitrine-editor-thumbs">
			{ items.map( ( item ) =>
				item.url ? (
					<img key={ item.id } src={ item.url } alt={ item.caption ?? '' } />
				) : (
					<span key={ item.id }>#{ item.id }</span>
				)
			) }
		</div>
	);
}
