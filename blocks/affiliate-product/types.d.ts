// WordPress provides this package at run time (handle wp-server-side-render); it has no local copy.
declare module '@wordpress/server-side-render' {
	import type { ComponentType } from 'react';
	const ServerSideRender: ComponentType< { block: string; attributes?: Record< string, unknown > } >;
	export default ServerSideRender;
}
