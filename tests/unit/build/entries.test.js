/**
 * @jest-environment node
 */
const fs = require( 'fs' );
const os = require( 'os' );
const path = require( 'path' );
const { blockEntries, fileEntries } = require( '../../../tools/build-entries' );

function tree( files ) {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'vitrine-entries-' ) );
	for ( const [ name, content ] of Object.entries( files ) ) {
		fs.mkdirSync( path.dirname( path.join( dir, name ) ), { recursive: true } );
		fs.writeFileSync( path.join( dir, name ), content );
	}
	return dir;
}

describe( 'build entries', () => {
	it( 'derives block entries from block.json and finds TypeScript sources', () => {
		const dir = tree( {
			'demo/block.json': JSON.stringify( {
				editorScript: 'file:./index.js',
				viewScript: [ 'vitrine-builder-runtime' ],
				style: 'file:./style-index.css',
				editorStyle: 'file:./editor.css',
				render: 'file:./render.php',
			} ),
			'demo/index.tsx': '',
			'demo/editor.scss': '',
			'demo/render.php': '',
			'no-metadata/index.ts': '',
		} );
		expect( blockEntries( dir ) ).toEqual( {
			'blocks/demo/index': path.join( dir, 'demo/index.tsx' ),
			'blocks/demo/editor': path.join( dir, 'demo/editor.scss' ),
		} );
	} );

	it( 'fails with a clear message when block.json names a missing source', () => {
		const dir = tree( { 'broken/block.json': JSON.stringify( { viewScript: 'file:./view.js' } ) } );
		expect( () => blockEntries( dir ) ).toThrow(
			'blocks/broken/block.json "viewScript" names file:./view.js, but blocks/broken/view.ts(x) does not exist'
		);
	} );

	it( 'fails on invalid JSON and on a missing render file', () => {
		expect( () => blockEntries( tree( { 'bad/block.json': '{' } ) ) ).toThrow( 'blocks/bad/block.json is not valid JSON' );
		expect( () => blockEntries( tree( { 'r/block.json': '{"render":"file:./render.php"}' } ) ) ).toThrow(
			'"render" names file:./render.php, which does not exist'
		);
	} );

	it( 'names feature entries by their path without .entry', () => {
		const dir = tree( { 'consent/gate.entry.ts': '', 'consent/core.ts': '', 'builder/runtime.entry.ts': '' } );
		expect( fileEntries( dir ) ).toEqual( {
			'builder/runtime': path.join( dir, 'builder/runtime.entry.ts' ),
			'consent/gate': path.join( dir, 'consent/gate.entry.ts' ),
		} );
	} );
} );
