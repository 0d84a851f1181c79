/**
 * The browser family behind a user-agent string, for the browsers condition. Order matters: Edge,
 * Opera and Samsung Internet also announce Chrome, and Chrome announces Safari.
 */
export const BROWSERS = [ 'chrome', 'firefox', 'safari', 'edge', 'opera', 'samsung', 'ie' ] as const;
export type Browser = ( typeof BROWSERS )[ number ];

const RULES: Array< [ Browser, RegExp ] > = [
	[ 'ie', /MSIE |Trident\// ],
	[ 'edge', /Edg(e|A|iOS)?\// ],
	[ 'opera', /OPR\/|Opera|OPT\// ],
	[ 'samsung', /SamsungBrowser\// ],
	[ 'firefox', /Firefox\/|FxiOS\// ],
	[ 'chrome', /Chrome\/|CriOS\/|Chromium\// ],
	[ 'safari', /Version\/[\d.]+.*Safari\// ],
];

export function detectBrowser( userAgent: string ): Browser | null {
	const rule = RULES.find( ( [ , pattern ] ) => pattern.test( userAgent ) );
	return rule ? rule[ 0 ] : null;
}
