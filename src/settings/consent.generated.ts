/**
 * Generated from includes/schemas/consent.json by tools/settings-types.mjs: do not edit.
 * A saved value as SettingsSchema::complete() leaves it, every key present.
 */
export type ConsentCategory = 'necessary' | 'functional' | 'analytics' | 'performance' | 'advertisement' | 'others';
export type ConsentColour = string;
export type ConsentText = string;
export type ConsentButton = {
	text: string;
	colour: ConsentColour;
	hover: ConsentColour;
	text_colour: ConsentColour;
	url: string;
	new_win: boolean;
};
export type ConsentOption = {
	law: 'gdpr' | 'ccpa' | 'both' | 'region';
	lifetime: number;
	version: string;
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
	background: ConsentColour;
	text_colour: ConsentColour;
	buttons: {
		'1': ConsentButton;
		'2': ConsentButton;
		'3': ConsentButton;
		'4': ConsentButton;
		'7': ConsentButton;
	};
	texts: {
		title: ConsentText;
		message: ConsentText;
		region: ConsentText;
		settings_title: ConsentText;
		overview_title: ConsentText;
		overview: ConsentText;
		enable_all: ConsentText;
		always_enabled: ConsentText;
		state_on: ConsentText;
		state_off: ConsentText;
		save: ConsentText;
		reject_all: ConsentText;
		close: ConsentText;
		show_more: ConsentText;
		show_less: ConsentText;
		cookies_heading: ConsentText;
		ccpa_link: ConsentText;
		ccpa_title: ConsentText;
		ccpa_text: ConsentText;
		ccpa_confirm: ConsentText;
		ccpa_cancel: ConsentText;
		gpc_notice: ConsentText;
		tab: ConsentText;
		tab_region: ConsentText;
	};
	categories: Array< {
		slug: ConsentCategory;
		enabled: boolean;
		name: string;
		description: string;
		cookies: Array< string >;
		ccpa: boolean;
	} >;
	blocking: Array< {
		pattern: string;
		category: 'functional' | 'analytics' | 'performance' | 'advertisement' | 'others';
	} >;
	excluded_paths: Array< string >;
	records_enabled: boolean;
	records_retention_days: number;
	regions: Record< string, string >;
	gcm_mode: 'basic' | 'advanced';
	gcm_wait_for_update: number;
	gcm_ads_data_redaction: boolean;
	gcm_url_passthrough: boolean;
	declaration: Array< {
		name: string;
		provider: string;
		purpose: string;
		retention: string;
		type: 'cookie' | 'localStorage' | 'sessionStorage';
		category: ConsentCategory;
		source: 'owner' | 'scan';
	} >;
	reconsent: {
		from: string;
		categories: Array< ConsentCategory >;
	};
	bar_test: {
		started: string;
		control_weight: number;
		variants: Array< {
			weight: number;
			cookie_bar_as: 'banner' | 'popup' | 'widget';
			notify_position_vertical: 'top' | 'bottom';
			notify_position_horizontal: 'left' | 'center' | 'right';
			widget_position: 'left' | 'right';
			title: string;
			message: string;
			accept: string;
			reject: string;
			settings: string;
		} >;
	};
};
/** The keys printed into the page as they are saved (`"page": true`). */
export type ConsentPageKey =
	| 'law'
	| 'lifetime'
	| 'version'
	| 'cookie_bar_as'
	| 'showagain_div_id'
	| 'show_once_yn'
	| 'show_once'
	| 'scroll_close'
	| 'scroll_close_reload'
	| 'accept_close_reload'
	| 'reject_close_reload'
	| 'animate_speed_hide'
	| 'showagain_tab';
