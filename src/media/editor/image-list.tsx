/**
 * The editor control for a list of images (carousel, gallery, slides backgrounds): choose them from
 * the media library, then edit each one's caption (and tags, where the widget filters by tag) or
 * remove it. Each item keeps a preview URL for the editor only; the server renders from the id.
 */
import { Bound, boundControls } from '../../editor/bound';
import { ListItem, RemoveButton, listOf } from '../../editor/list';
import { MediaButton } from '../../editor/media';
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

const Field = boundControls< ImageItem >();

export function ImageList( {
	items,
	onChange,
	withTags = false,
}: {
	items: ImageItem[];
	onChange: ( items: ImageItem[] ) => void;
	withTags?: boolean;
} ) {
	const list = listOf( items, onChange );
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
			<MediaButton
				gallery
				allowedTypes={ [ 'image' ] }
				value={ items.map( ( item ) => item.id ) }
				choose={ __( 'Choose images', 'vitrine' ) }
				change={ __( 'Change images', 'vitrine' ) }
				onSelect={ onSelect }
			/>
			{ items.map( ( item, index ) => (
				<ListItem
					key={ item.id }
					legend={ sprintf( /* translators: %d: image number. */ __( 'Image %d', 'vitrine' ), index + 1 ) }
				>
					{ item.url && <img src={ item.url } alt="" width={ 60 } height={ 60 } /> }
					<Bound values={ item } set={ ( patch ) => list.update( index, patch ) }>
						<Field.Text name="caption" label={ __( 'Caption', 'vitrine' ) } />
						{ withTags && <Field.Text name="tags" label={ __( 'Tags (comma-separated)', 'vitrine' ) } /> }
					</Bound>
					<RemoveButton onClick={ () => list.remove( index ) }>{ __( 'Remove', 'vitrine' ) }</RemoveButton>
				</ListItem>
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
