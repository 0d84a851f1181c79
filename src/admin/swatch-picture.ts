/**
 * What a swatch keeps of an attachment chosen in the media library: its id and a small picture's
 * address (the thumbnail, else the file itself), or nothing when the choice is no usable image.
 */
export interface MediaAttachment {
	id?: unknown;
	type?: unknown;
	url?: unknown;
	sizes?: Record< string, { url?: unknown } | undefined >;
}

export function swatchPicture( attachment: MediaAttachment | undefined ): { id: string; url: string } | null {
	const id = Number( attachment?.id );
	if ( ! attachment || ! Number.isInteger( id ) || id <= 0 || attachment.type !== 'image' ) {
		return null;
	}
	const url = [ attachment.sizes?.thumbnail?.url, attachment.url ].find(
		( candidate ): candidate is string => typeof candidate === 'string' && candidate !== ''
	);
	return url ? { id: String( id ), url } : null;
}
