import type { ConsentSettings } from '../../../src/consent/core/types';

/** Consent rules as the server prints them, with the default categories. */
export function rules( overrides: Partial< ConsentSettings > = {} ) {
	return {
		version: '1',
		law: 'gdpr' as ConsentSettings[ 'law' ],
		categories: [
			{ slug: 'necessary', name: 'Necessary', description: '', cookies: [], ccpa: false },
			{ slug: 'functional', name: 'Functional', description: '', cookies: [], ccpa: false },
			{ slug: 'analytics', name: 'Analytics', description: '', cookies: [ '_ga*', '_gid' ], ccpa: true },
			{ slug: 'advertisement', name: 'Advertisement', description: '', cookies: [ '_fbp' ], ccpa: true },
		],
		...overrides,
	};
}
