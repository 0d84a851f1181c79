/**
 * Country codes in words, in the reader's language, from the browser's own Intl data (PHP's intl
 * extension is often missing on hosts): "DE" becomes "Germany" (docs/admin.md).
 */
export function countryName( code: string, locale: string ): string {
	const upper = code.trim().toUpperCase();
	// 'UK' is not an ISO code, but Amazon's store map uses it for Great Britain.
	const iso = upper === 'UK' ? 'GB' : upper;
	if ( ! /^[A-Z]{2}$/.test( iso ) || typeof Intl.DisplayNames !== 'function' ) {
		return upper;
	}
	try {
		const name = new Intl.DisplayNames( [ locale, 'en' ], { type: 'region' } ).of( iso );
		return name && name !== iso ? name : upper;
	} catch {
		return upper;
	}
}
