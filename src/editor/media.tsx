/**
 * The button that opens the media library for one attachment (or a gallery): "choose" until
 * something is chosen, "change" after. MediaUploadCheck hides it from users who may not upload.
 */
import { MediaUpload, MediaUploadCheck } from '@wordpress/block-editor';
import { Button } from '@wordpress/components';

export function MediaButton< M >( {
	allowedTypes,
	value,
	gallery = false,
	choose,
	change,
	onSelect,
}: {
	allowedTypes: string[];
	value: number | number[] | undefined;
	gallery?: boolean;
	choose: string;
	change: string;
	onSelect: ( media: M ) => void;
} ) {
	const chosen = Array.isArray( value ) ? value.length > 0 : Boolean( value );
	return (
		<MediaUploadCheck>
			<MediaUpload
				multiple={ gallery }
				gallery={ gallery }
				allowedTypes={ allowedTypes }
				value={ value }
				onSelect={ onSelect }
				render={ ( { open }: { open: () => void } ) => (
					<Button variant="secondary" onClick={ open }>
						{ chosen ? change : choose }
					</Button>
				) }
			/>
		</MediaUploadCheck>
	);
}
