/**
 * The consent UI: loaded by the head gate only when the bar must show or a manage-consent control
 * asks for it. Renders into its own root at the start of <body> (fixed or overlay positioning, so
 * nothing in the page moves).
 */
import { createRoot } from '@wordpress/element';
import { gateOf } from './core/gate-api';
import { App, type AppHandle } from './ui/App';
import './ui/consent-ui.scss';

const gate = gateOf();
if ( gate ) {
	const host = document.createElement( 'div' );
	host.className = 'vitrine-consent-root';
	document.body.prepend( host );
	let handle: AppHandle | null = null;
	const pending: Array< HTMLElement | null | undefined > = [];
	createRoot( host ).render(
		<App
			gate={ gate }
			onReady={ ( ready ) => {
				handle = ready;
				pending.splice( 0 ).forEach( ( opener ) => ready.open( opener ) );
			} }
		/>
	);
	gate.ready( {
		open: ( opener ) => ( handle ? handle.open( opener ) : pending.push( opener ) ),
	} );
}
