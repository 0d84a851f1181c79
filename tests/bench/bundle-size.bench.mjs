/**
 * Bundle-size report: gzip bytes of every built file against tests/bench/baseline.json, growth per
 * file and per group. A report, never a failure. `npm run bench -- --update-baseline` rewrites the
 * baseline from the current build (and measures nothing else).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASELINE, compare, measureBuild } from './lib/bundle-size.mjs';

export const name = 'bundle-size';

export async function run( { root } ) {
	const file = join( root, BASELINE );
	if ( ! existsSync( file ) ) {
		return { error: `no ${ BASELINE }: npm run bench -- --update-baseline writes it` };
	}
	const baseline = JSON.parse( readFileSync( file, 'utf8' ) );
	const rows = compare( measureBuild( root ), baseline.files );
	return {
		note: `gzip bytes (level 9) of each built file against ${ BASELINE } (${ baseline.date }); files that did not change are left out.`,
		rows,
	};
}
