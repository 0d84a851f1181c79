/** The privacy overview is cut to 250 characters with an ellipsis; read more shows only when cut. */
export const OVERVIEW_LIMIT = 250;

export function truncate( text: string, limit = OVERVIEW_LIMIT ): { text: string; truncated: boolean } {
	const chars = Array.from( text );
	if ( chars.length <= limit ) {
		return { text, truncated: false };
	}
	return { text: chars.slice( 0, limit ).join( '' ).trimEnd() + '…', truncated: true };
}
