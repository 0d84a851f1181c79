/**
 * The consent settings the server prints into every page (one JSON object), and the consent state
 * read from the visitor's cookies. Names follow the legacy CookieLawInfo settings where they exist.
 */
import type { ConsentOption, ConsentPageKey } from '../../settings/consent.generated';

/** The law in force on the page: a law "by region" is printed as its strictest until the region is known. */
export type Law = Exclude< ConsentOption[ 'law' ], 'region' >;

/** Opt-in (GDPR/ePrivacy), opt-out with "Do not sell or share" (CCPA/CPRA), a notice, or no bar. */
export type RegionMode = 'optin' | 'optout' | 'notice' | 'none';

/** What the server prints when the law is "by region". */
export interface RegionSettings {
	/** Region key → ISO 3166-1 alpha-2 codes (upper case). `other` has none: it is everyone else. */
	countries: Record< string, string[] >;
	/** Region key → the owner's behaviour. */
	modes: Record< string, RegionMode >;
	/** IANA time zone → country; a key ending in `/*` covers a whole folder (`America/Indiana/*`). */
	zones: Record< string, string >;
	/** The CDN country route, or '' when the site has no country header (time zone only). */
	countryUrl: string;
}

export type TextKey = keyof ConsentOption[ 'texts' ];

export interface Category {
	slug: string;
	name: string;
	description: string;
	/** Cookie names this category sets; a trailing `*` matches a prefix (`_ga*`). Erased on refusal. */
	cookies: string[];
	/** Whether a CCPA opt-out (or Global Privacy Control) blocks this category. */
	ccpa: boolean;
}

export interface ButtonSettings {
	text: string;
	colour: string;
	hover: string;
	textColour: string;
	url: string;
	newWindow: boolean;
}

/** Google Consent Mode options (docs/consent.md, Law by region). */
export interface GcmSettings {
	/** basic: Google's tags wait for consent; advanced: they load at once with denied defaults. */
	mode: ConsentOption[ 'gcm_mode' ];
	waitForUpdate: number;
	adsDataRedaction: boolean;
	urlPassthrough: boolean;
}

/**
 * The page settings: the saved keys the browser reads, as they are (`"page": true` in
 * includes/schemas/consent.json), and the parts Consent\Gate::page_settings() shapes for the page.
 */
export interface ConsentSettings extends Pick< ConsentOption, Exclude< ConsentPageKey, 'law' > > {
	/** The law in force; with `regions` it is the fallback until the visitor's region is known. */
	law: Law;
	/** Consent is implied until the visitor refuses (opt-out, notice-only and no-bar regions). */
	implied?: boolean;
	/**
	 * The declaration gained cookies in these categories when the version moved on from `from`: a
	 * decision of that version that accepted none of them still counts.
	 */
	reconsent?: { from: string; categories: string[] };
	/** The A/B test of the bar: each variant's letter and weight, the control `a` first (core/bar-variant.ts). */
	barTest?: Array< { key: string; weight: number } >;
	/** Present when the owner chose a law by region. */
	regions?: RegionSettings;
	gcm?: GcmSettings;
	/** The WP Consent API's cookie prefix when that plugin is active, else absent. */
	wpConsentApi?: { prefix: string };
	categories: Category[];
	/** Buttons by the legacy numbers: 1 accept, 2 read more, 3 reject, 4 settings, 7 accept all. */
	buttons: Record< keyof ConsentOption[ 'buttons' ], ButtonSettings >;
	texts: Record< TextKey, string >;
	/** The cookie declaration's REST address, fetched when the settings modal opens. */
	declarationUrl?: string;
	/** Where proof of consent is posted; empty when recording is off. */
	recordUrl: string;
	/** The consent UI's files, in load order, so the gate can load them only when needed. */
	ui: { scripts: Array< { handle: string; src: string } >; styles: string[] };
}

/** What the visitor decided, as read from (or about to be written to) the cookies. */
export interface ConsentState {
	/** A valid decision for the current version and categories exists. */
	decided: boolean;
	/** viewed_cookie_policy is yes. */
	accepted: boolean;
	categories: Record< string, boolean >;
	ccpaOptout: boolean;
	consentId: string | null;
}

/** The decisions a visitor (or a configured automatic close) can make. */
export type Action =
	| { type: 'accept'; categories?: Record< string, boolean > }
	| { type: 'acceptAll' }
	| { type: 'reject' }
	| { type: 'scroll' }
	| { type: 'showOnce' }
	| { type: 'bypass' }
	| { type: 'ccpaOptOut' }
	| { type: 'allowCategory'; category: string };

export const NECESSARY = 'necessary';
