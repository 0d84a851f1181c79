/**
 * Lifecycle bench: the lifecycle ships no visitor JavaScript or CSS, so its figures are server-side:
 * the cost it adds to every request when nothing is pending (requirement check + migration check,
 * in µs), one daily clean-up over every data store, and a demo import on the seeded site (which must
 * create nothing: the seeds are idempotent). Measured in one PHP process (tests/bench/lifecycle-timing.php).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export const name = 'lifecycle';

export async function run( { baseUrl, root } ) {
	const port = new URL( baseUrl ).port || '80';
	const figures = JSON.parse(
		execFileSync( 'php', [ join( root, 'tests/bench/lifecycle-timing.php' ), join( root, '.wp/site' ), port ], {
			encoding: 'utf8',
			env: process.env,
		} )
	);
	return {
		note: 'No visitor bytes: the lifecycle enqueues nothing on pages. Server-side figures, one PHP process on the real site.',
		rows: [
			{
				'per request µs (checks)': figures.per_request_us,
				'clean-up ms': figures.cleanup_ms,
				'data stores': figures.stores,
				'repeat import ms': figures.import_ms,
				'repeat import created': figures.import_created,
				'import error': figures.import_error || '—',
			},
		],
	};
}
