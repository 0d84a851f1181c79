/**
 * A local HTTP proxy for the WebKit run (tests/browsers/webkit.mjs): WebDriver classic reports no
 * console messages or page errors, so every HTML page passing through gets a small recorder as the
 * first script of its <head> (uncaught errors, unhandled rejections and console.error calls, into
 * window.__vitrineErrors), before any of the page's own scripts run. It forwards only to the
 * local test site (the loopback), and asks for uncompressed answers so it can read them.
 */
import http from 'node:http';

export const RECORDER = `(function () {
	var list = ( window.__vitrineErrors = [] );
	window.addEventListener( 'error', function ( event ) {
		if ( event.target && event.target !== window ) {
			return; // A resource that failed to load, not a script error.
		}
		list.push( 'uncaught: ' + event.message + ' (' + event.filename + ':' + event.lineno + ')' );
	}, true );
	window.addEventListener( 'unhandledrejection', function ( event ) {
		var reason = event.reason;
		list.push( 'unhandled rejection: ' + ( ( reason && ( reason.stack || reason.message ) ) || String( reason ) ) );
	} );
	var original = console.error;
	console.error = function () {
		list.push( 'console.error: ' + Array.prototype.map.call( arguments, String ).join( ' ' ) );
		return original.apply( console, arguments );
	};
} )();`;

/** The page with the recorder as the first thing inside <head> (or at the very start without one). */
export function injectRecorder( html ) {
	const tag = `<script>${ RECORDER }</script>`;
	const head = /<head(\s[^>]*)?>/i.exec( html );
	return head
		? html.slice( 0, head.index + head[ 0 ].length ) + tag + html.slice( head.index + head[ 0 ].length )
		: tag + html;
}

const LOOPBACK = new Set( [ 'localhost', '127.0.0.1', '[::1]' ] );

/** Starts the proxy on a free loopback port; resolves with { port, close() }. */
export function startErrorProxy() {
	const server = http.createServer( ( request, response ) => {
		let target;
		try {
			target = new URL( request.url );
		} catch {
			response.writeHead( 400 ).end( 'absolute URLs only' );
			return;
		}
		if ( target.protocol !== 'http:' || ! LOOPBACK.has( target.hostname ) ) {
			response.writeHead( 403 ).end( 'this proxy forwards to the local test site only' );
			return;
		}
		const headers = { ...request.headers, 'accept-encoding': 'identity' };
		delete headers[ 'proxy-connection' ];
		const upstream = http.request(
			{
				host: target.hostname.replace( /^\[|\]$/g, '' ),
				port: target.port || 80,
				method: request.method,
				path: target.pathname + target.search,
				headers,
			},
			( answer ) => {
				const isHtml = /text\/html/i.test( answer.headers[ 'content-type' ] ?? '' );
				if ( ! isHtml ) {
					response.writeHead( answer.statusCode, answer.rawHeaders );
					answer.pipe( response );
					return;
				}
				const chunks = [];
				answer.on( 'data', ( chunk ) => chunks.push( chunk ) );
				answer.on( 'end', () => {
					const body = Buffer.from( injectRecorder( Buffer.concat( chunks ).toString( 'utf8' ) ), 'utf8' );
					const out = { ...answer.headers, 'content-length': String( body.length ) };
					delete out[ 'transfer-encoding' ];
					response.writeHead( answer.statusCode, out );
					response.end( body );
				} );
			}
		);
		upstream.on( 'error', ( error ) => {
			if ( ! response.headersSent ) {
				response.writeHead( 502 );
			}
			response.end( String( error ) );
		} );
		request.pipe( upstream );
	} );
	return new Promise( ( resolve ) => {
		server.listen( 0, '127.0.0.1', () =>
			resolve( {
				port: server.address().port,
				close: () =>
					new Promise( ( done ) => {
						server.closeAllConnections?.();
						server.close( () => done() );
					} ),
			} )
		);
	} );
}
