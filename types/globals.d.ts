// Types for names that webpack or WordPress provide at run time.
/// <reference types="webpack-env" />

declare module '*.scss';
declare module '*.css';

interface Window {
	vitrine?: {
		runtime?: {
			attach: ( root?: ParentNode ) => Promise< void >;
			detach: ( root: ParentNode ) => void;
		} & Partial< import( '../src/builder/runtime/public' ).PublicRuntime >;
		[ key: string ]: unknown;
	};
}
