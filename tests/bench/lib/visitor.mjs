/** The cookies of a returning visitor who accepted every consent category (docs/consent.md). */
export function decidedCookies() {
	const consent = {
		ver: '1',
		necessary: true,
		functional: true,
		analytics: true,
		performance: true,
		advertisement: true,
	};
	return [
		{ name: 'viewed_cookie_policy', value: 'yes' },
		{ name: 'CookieLawInfoConsent', value: Buffer.from( JSON.stringify( consent ) ).toString( 'base64' ) },
	];
}
