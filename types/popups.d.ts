// The popup editor uses two WordPress packages that are not installed for the build: webpack
// externalises them to wp.plugins and wp.editor, so only these few names need types here.
declare module '@wordpress/plugins' {
	export function registerPlugin( name: string, settings: { render: () => unknown; icon?: unknown } ): unknown;
}
declare module '@wordpress/editor' {
	import type { ComponentType, ReactNode } from 'react';
	export const PluginDocumentSettingPanel: ComponentType< {
		name: string;
		title: string;
		className?: string;
		children?: ReactNode;
	} >;
}
