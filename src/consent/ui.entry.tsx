/**
 * The consent dialogs (the settings modal and the CCPA confirmation): loaded by the head gate only
 * when a visitor shows intent to open one (pointer over or focus on its button in the first layer).
 * Renders into its own root at the start of <body>; everything is fixed over the page.
 */
import { createRoot } from '@wordpress/element';
import { gateOf, type DialogKind } from './core/gate-api';
import { App, type AppHandle } from './ui/App';
import './ui/consent-ui.scss';

const gate = gateOf();
if ( gate ) {
	const host = document.createElement( 'div' );
	host.className = 'vitrine-consent-root';
	document.body.prepend( host );
	let handle: AppHandle | null = null;
	const pending: Array< [ DialogKind, () => void ] > = [];
	createRoot( host ).render(
		<App
			gate={ gate }
			onReady={ ( ready ) => {
				handle = ready;
				pending.splice( 0 ).forEach( ( [ kind, onClose ] ) => ready.open( kind, onClose ) );
			} }
		/>
	);
	gate.ready( {
		open: ( kind, onClose ) => ( handle ? handle.open( kind, onClose ) : pending.push( [ kind, onClose ] ) ),
	} );
}
