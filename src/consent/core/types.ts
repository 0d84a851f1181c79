/**
 * The consent settings the server prints into every page (one JSON object), and the consent state
 * read from the visitor's cookies. Names follow the legacy CookieLawInfo settings where they exist.
 */
import type { RegionSettings } from './region';

export type Law = 'gdpr' | 'ccpa' | 'both';

export type TextKey =
	| 'title'
	| 'message'
	| 'region'
	| 'settings_title'
	| 'overview_title'
	| 'overview'
	| 'enable_all'
	| 'always_enabled'
	| 'state_on'
	| 'state_off'
	| 'save'
	| 'reject_all'
	| 'close'
	| 'show_more'
	| 'show_less'
	| 'cookies_heading'
	| 'ccpa_link'
	| 'ccpa_title'
	| 'ccpa_text'
	| 'ccpa_confirm'
	| 'ccpa_cancel'
	| 'gpc_notice'
	| 'tab'
	| 'tab_region';

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
	mode: 'basic' | 'advanced';
	waitForUpdate: number;
	adsDataRedaction: boolean;
	urlPassthrough: boolean;
}

export interface ConsentSettings {
	version: string;
	/** The law in force; with `regions` it is the fallback until the visitor's region is known. */
	law: Law;
	/** Consent is implied until the visitor refuses (opt-out, notice-only and no-bar regions). */
	implied?: boolean;
	/**
	 * The declaration gained cookies in these categories when the version moved on from `from`: a
	 * decision of that version that accepted none of them still counts.
	 */
	reconsent?: { from: string; categories: string[] };
	/** Present when the owner chose a law by region. */
	regions?: RegionSettings;
	gcm?: GcmSettings;
	/** The WP Consent API's cookie prefix when that plugin is active, else absent. */
	wpConsentApi?: { prefix: string };
	lifetime: number;
	categories: Category[];
	cookie_bar_as: 'banner' | 'popup' | 'widget';
	notify_div_id: string;
	showagain_div_id: string;
	widget_position: 'left' | 'right';
	notify_position_vertical: 'top' | 'bottom';
	notify_position_horizontal: 'left' | 'center' | 'right';
	popup_showagain_position: 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left';
	show_once_yn: boolean;
	show_once: number;
	scroll_close: boolean;
	scroll_close_reload: boolean;
	accept_close_reload: boolean;
	reject_close_reload: boolean;
	header_fix: boolean;
	animate_speed_show: number;
	animate_speed_hide: number;
	showagain_tab: boolean;
	popup_overlay: boolean;
	background: string;
	text_colour: string;
	/** Buttons by the legacy numbers: 1 accept, 2 read more, 3 reject, 4 settings, 7 accept all. */
	buttons: Record< '1' | '2' | '3' | '4' | '7', ButtonSettings >;
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
