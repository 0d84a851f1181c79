/**
 * Copies text with the asynchronous clipboard, falling back to selecting the text and the older
 * copy command (pages served over plain HTTP have no clipboard API). Resolves to whether it worked.
 */
export async function copyText( text: string, source: HTMLElement ): Promise< boolean > {
	try {
		if ( navigator.clipboard?.writeText ) {
			await navigator.clipboard.writeText( text );
			return true;
		}
	} catch {
		// Denied or unavailable: try the fallback below.
	}
	const doc = source.ownerDocument;
	const selection = doc.getSelection();
	if ( ! selection ) {
		return false;
	}
	const range = doc.createRange();
	range.selectNodeContents( source );
	selection.removeAllRanges();
	selection.addRange( range );
	try {
		const done = typeof doc.execCommand === 'function' && doc.execCommand( 'copy' );
		if ( done ) {
			selection.removeAllRanges();
		}
		return Boolean( done );
	} catch {
		return false; // The code stays selected so the visitor can copy it by hand.
	}
}
