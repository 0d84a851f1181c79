/** The saved option, as the REST settings API returns it (see includes/Consent/Options.php). */
export interface AdminCategory {
	slug: string;
	enabled: boolean;
	name: string;
	description: string;
	cookies: string[];
	ccpa: boolean;
}

export interface AdminButton {
	text: string;
	colour: string;
	hover: string;
	text_colour: string;
	url: string;
	new_win: boolean;
}

export interface DeclarationEntry {
	name: string;
	provider: string;
	purpose: string;
	retention: string;
	type: 'cookie' | 'localStorage' | 'sessionStorage';
	category: string;
	source: string;
}

export interface AdminSettings {
	[ key: string ]: unknown;
	law: 'gdpr' | 'ccpa' | 'both' | 'region';
	regions: Record< string, string >;
	lifetime: number;
	version: string;
	categories: AdminCategory[];
	blocking: Array< { pattern: string; category: string } >;
	buttons: Record< string, AdminButton >;
	texts: Record< string, string >;
	excluded_paths: string[];
	records_enabled: boolean;
	records_retention_days: number;
	declaration: DeclarationEntry[];
}

export interface AdminBoot {
	defaults: AdminSettings;
	defaultTexts: Record< string, string >;
	buttonTexts: Record< string, string >;
	categoryNames: Record< string, { name: string; description: string } >;
	regionNames: Record< string, string >;
	declaration: {
		builtIn: DeclarationEntry[];
		scanPages: string[];
		databaseUrl: string;
		types: Record< string, string >;
	};
}

export function boot(): AdminBoot {
	return ( window as unknown as { vitrineConsentAdmin: AdminBoot } ).vitrineConsentAdmin;
}
