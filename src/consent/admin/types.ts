/**
 * The saved option, as the REST settings API returns it: the types of includes/schemas/consent.json
 * (src/settings/consent.generated.ts). The lists and maps the panels index by a plain string
 * (a slug, a button number, a text key) stay open until the panels name their keys.
 */
import type { ConsentButton, ConsentOption } from '../../settings/consent.generated';

export type AdminCategory = Omit< ConsentOption[ 'categories' ][ number ], 'slug' > & { slug: string };

export type AdminButton = ConsentButton;

/** A declared cookie; WordPress plugins' entries name their own source and categories. */
export type DeclarationEntry = Omit< ConsentOption[ 'declaration' ][ number ], 'category' | 'source' > & {
	category: string;
	source: string;
};

/** A blocking rule: a script handle, or text found in a script or embed address. */
export type BlockingRule = { pattern: string; category: string };

/**
 * No index signature: a control of the binding kit naming a key the option does not have is a
 * compile error (src/consent/admin/controls.ts, docs/architecture.md "Binding kit").
 */
export type AdminSettings = Omit< ConsentOption, 'declaration' | 'categories' | 'blocking' | 'buttons' | 'texts' > & {
	categories: AdminCategory[];
	blocking: BlockingRule[];
	buttons: Record< string, AdminButton >;
	texts: Record< string, string >;
	declaration: DeclarationEntry[];
};

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
