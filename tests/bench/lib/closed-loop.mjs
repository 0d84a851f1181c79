/** The benches' HTTP load client (tests/bench/affiliate.bench.mjs, insights.bench.mjs). */
import http from 'node:http';

/**
 * A closed-loop load generator: `connections` clients, each sending its next request when the
 * last one is answered, for `duration` seconds or until `amount` requests were sent.
 *
 * Not autocannon: PHP's built-in server answers every request with "Connection: close" and no
 * Content-Length, and autocannon then reads no response at all (0 bytes, 0 2xx) although the
 * server handled every request. A fresh connection per request is what this server offers anyway.
 */
export function closedLoop( { url, connections, duration, amount, method = 'GET', headers = {}, body } ) {
	const target = new URL( url );
	const latencies = [];
	const result = { sent: 0, '2xx': 0, non2xx: 0, errors: 0 };
	const start = Date.now();
	const more = () => ( amount ? result.sent < amount : Date.now() - start < duration * 1000 );
	const one = () =>
		new Promise( ( resolve ) => {
			const began = process.hrtime.bigint();
			const request = http.request(
				{
					host: target.hostname === 'localhost' ? '127.0.0.1' : target.hostname,
					port: target.port,
					path: target.pathname,
					method,
					agent: false,
					headers: {
						host: target.host,
						...headers,
						...( body ? { 'content-length': Buffer.byteLength( body ) } : {} ),
					},
				},
				( response ) => {
					response.resume();
					response.on( 'end', () => {
						latencies.push( Number( process.hrtime.bigint() - began ) / 1e6 );
						result[ response.statusCode >= 200 && response.statusCode < 300 ? '2xx' : 'non2xx' ]++;
						resolve();
					} );
				}
			);
			request.on( 'error', () => {
				result.errors++;
				resolve();
			} );
			request.end( body );
		} );
	const client = async () => {
		while ( more() ) {
			result.sent++;
			await one();
		}
	};
	return Promise.all( Array.from( { length: connections }, client ) ).then( () => {
		const seconds = ( Date.now() - start ) / 1000;
		latencies.sort( ( a, b ) => a - b );
		return {
			...result,
			rps: ( result[ '2xx' ] + result.non2xx ) / seconds,
			p50: latencies[ Math.floor( latencies.length / 2 ) ]?.toFixed( 1 ) ?? 'n/a',
			p95:
				latencies[ Math.min( latencies.length - 1, Math.floor( latencies.length * 0.95 ) ) ]?.toFixed( 1 ) ??
				'n/a',
		};
	} );
}
