/**
 * The consent settings the server printed, checked enough that a broken or partial object cannot
 * make the gate throw: without a usable object the gate treats everything as not consented.
 */
import { readSettingsScript } from '../../shared/settings';
import type { Category, ConsentSettings } from './types';

export const SETTINGS_ID = 'vitrine-consent-settings';

function isCategory( value: unknown ): value is Category {
	const c = value as Category;
	return !! c && typeof c.slug === 'string' && Array.isArray( c.cookies ) && typeof c.ccpa === 'boolean';
}

export function readConsentSettings( doc: Document = document ): ConsentSettings | null {
	const raw = readSettingsScript( SETTINGS_ID, doc );
	if (
		! raw ||
		typeof raw.version !== 'string' ||
		! [ 'gdpr', 'ccpa', 'both' ].includes( raw.law as string ) ||
		! Array.isArray( raw.categories ) ||
		! raw.categories.every( isCategory )
	) {
		return null;
	}
	return raw as unknown as ConsentSettings;
}
