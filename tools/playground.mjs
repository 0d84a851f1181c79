/**
 * WordPress Playground with Vitrine, offline: PHP compiled to WebAssembly (@wp-playground/cli, a
 * devDependency) runs a copy of the WordPress files this project already fetched
 * (.wp/wordpress/<line>, the VITRINE_WP line), with this folder mounted as the plugin (its theme is
 * inside, in themes/vitrine/), and blueprint.json activates both and seeds the demo content. Nothing
 * is downloaded.
 *
 * npm run playground [-- --port=9400]   serves it until Ctrl+C (log in as admin / password).
 * import { startPlayground } from here   what tests/e2e/playground.spec.ts uses.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
const cli = join( root, 'node_modules/@wp-playground/cli/wp-playground.js' );
export const BLUEPRINT = join( root, 'blueprint.json' );

/**
 * A fresh copy of the fetched WordPress files: Playground installs into the folder it is given
 * (wp-config.php, the SQLite database), so the shared copy must not be used. Links to Debian's
 * packages are followed; links whose target is missing are left out.
 */
function copyWordPress() {
	// The same WordPress the local site runs (VITRINE_WP, tools/lib.sh).
	const core = join( root, '.wp/wordpress', process.env.VITRINE_WP || 'latest' );
	if ( ! existsSync( join( core, 'wp-settings.php' ) ) ) {
		throw new Error( `no WordPress files in ${ core }: run npm start once (it fetches them)` );
	}
	const dir = mkdtempSync( join( tmpdir(), 'vitrine-playground-' ) );
	cpSync( core, join( dir, 'wordpress' ), {
		recursive: true,
		dereference: true,
		filter: ( src ) => existsSync( src ),
	} );
	return dir;
}

/**
 * Starts Playground on $port (PHP $php, 8.2 unless told; $extraArgs go to the CLI as they are, e.g.
 * more mounts: tests/php-versions/run.mjs; $blueprint replaces blueprint.json, whose preferred PHP
 * version wins over --php) and resolves once it serves, with its URL, the time it took and stop().
 * Rejects with the CLI's output when it exits or has not started within $timeoutMs.
 */
export function startPlayground( {
	port = 9400,
	timeoutMs = 240_000,
	log = () => {},
	php = '8.2',
	extraArgs = [],
	blueprint = BLUEPRINT,
} = {} ) {
	const started = Date.now();
	const dir = copyWordPress();
	const args = [
		cli,
		'server',
		`--port=${ port }`,
		`--php=${ php }`,
		'--wordpress-install-mode=install-from-existing-files',
		`--mount-before-install=${ join( dir, 'wordpress' ) }:/wordpress`,
		`--mount=${ root }:/wordpress/wp-content/plugins/vitrine`,
		`--blueprint=${ blueprint }`,
		// One worker: the machines have two cores, and the demo needs no concurrency.
		'--workers=1',
		...extraArgs,
	];
	const child = spawn( process.execPath, args, { cwd: dir, stdio: [ 'ignore', 'pipe', 'pipe' ] } );
	let output = '';
	const stop = () =>
		new Promise( ( resolve ) => {
			const done = () => {
				rmSync( dir, { recursive: true, force: true } );
				resolve();
			};
			if ( child.exitCode !== null ) {
				return done();
			}
			child.once( 'exit', done );
			child.kill( 'SIGTERM' );
			setTimeout( () => child.kill( 'SIGKILL' ), 5000 ).unref();
		} );
	return new Promise( ( resolve, reject ) => {
		let settled = false;
		const fail = ( reason ) => {
			if ( settled ) {
				return;
			}
			settled = true;
			clearTimeout( timer );
			stop().then( () => reject( new Error( `${ reason }\n${ output.slice( -4000 ) }` ) ) );
		};
		const timer = setTimeout( () => fail( `Playground did not start within ${ timeoutMs / 1000 } s` ), timeoutMs );
		const read = ( chunk ) => {
			output += chunk;
			log( String( chunk ) );
			const ready = /Ready! WordPress is running on (\S+)/.exec( output );
			if ( ready && ! settled ) {
				settled = true;
				clearTimeout( timer );
				child.stdout.off( 'data', read );
				resolve( {
					url: ready[ 1 ].replace( /\/$/, '' ),
					seconds: ( Date.now() - started ) / 1000,
					stop,
					output: () => output,
				} );
			}
		};
		child.stdout.on( 'data', read );
		child.stderr.on( 'data', ( chunk ) => ( output += chunk ) );
		child.once( 'exit', ( code ) => fail( `Playground exited with code ${ code }` ) );
	} );
}

// Run directly: serve until stopped. (No top-level await: the tests load this file with require().)
if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const port = Number( /--port=(\d+)/.exec( process.argv.join( ' ' ) )?.[ 1 ] ?? 9400 );
	startPlayground( { port, log: ( text ) => process.stdout.write( text ) } ).then(
		( playground ) => {
			console.log(
				`Vitrine in Playground: ${ playground.url }/widgets/ (started in ${ playground.seconds.toFixed( 0 ) } s; admin / password)`
			);
			const quit = () => playground.stop().then( () => process.exit( 0 ) );
			process.on( 'SIGINT', quit );
			process.on( 'SIGTERM', quit );
		},
		( error ) => {
			console.error( error.message );
			process.exit( 1 );
		}
	);
}
