const fs = require( 'fs' );
const path = require( 'path' );
const { shipped, forbiddenReason, stampVersion, versionsIn, VERSIONED_FILES } = require( '../../../tools/dist/rules' );

const ROOT = path.resolve( __dirname, '../../..' );

describe( 'release file rules', () => {
	it.each( [
		'plugin.php',
		'uninstall.php',
		'readme.txt',
		'includes/Plugin.php',
		'rest/StatusRoute.php',
		'build/blocks/carousel/block.json',
		'build/blocks/carousel/render.php',
		'build/consent/gate.js',
		'blocks/lottie/demo/spin.json',
		'includes/Lifecycle/Demo/media/fractal.webm',
		'languages/vitrine.pot',
		'themes/vitrine/style.css',
		'themes/vitrine/build/theme.js',
	] )( 'ships %s', ( file ) => expect( shipped( file ) ).toBe( true ) );

	it.each( [
		'package.json',
		'src/consent/gate.entry.ts',
		'blocks/carousel/view.ts',
		'tests/mu-plugins/mail-capture.php',
		'tools/seed/lib.php',
		'blocks/lottie/view.ts',
		'blocks/lottie/test/logic.test.ts',
		'build/consent/gate.js.map',
		'build/.complete',
		'themes/vitrine/src/theme.entry.ts',
		'themes/vitrine/build/theme.js.map',
		'includes/.DS_Store',
		'node_modules/yazl/index.js',
		'README.md',
		'docs/lifecycle.md',
		'phpcs.xml.dist',
	] )( 'leaves out %s', ( file ) => expect( shipped( file ) ).toBe( false ) );

	it( 'names why an entry of a zip is forbidden', () => {
		expect( forbiddenReason( 'vitrine/includes/Plugin.php' ) ).toBe( '' );
		expect( forbiddenReason( 'vitrine/includes/' ) ).toBe( '' );
		expect( forbiddenReason( 'other/plugin.php' ) ).toMatch( /top folder/ );
		expect( forbiddenReason( 'vitrine/tests/e2e/x.spec.ts' ) ).toMatch( /runtime/ );
	} );
} );

describe( 'version stamping', () => {
	const header =
		"/**\n * Plugin Name: Vitrine\n * Version:           0.1.0\n */\ndefine( 'VITRINE_VERSION', '0.1.0' );\n";

	it( 'sets the plugin header and the constant', () => {
		const out = stampVersion( 'plugin.php', header, '1.2.3' );
		expect( out ).toContain( ' * Version:           1.2.3\n' );
		expect( out ).toContain( "define( 'VITRINE_VERSION', '1.2.3' );" );
		expect( versionsIn( 'plugin.php', out ) ).toEqual( [ '1.2.3', '1.2.3' ] );
	} );

	it( 'sets the readme Stable tag and the theme header', () => {
		expect( stampVersion( 'readme.txt', 'Requires PHP: 8.1\nStable tag: 0.1.0\n', '0.2.0' ) ).toBe(
			'Requires PHP: 8.1\nStable tag: 0.2.0\n'
		);
		expect(
			stampVersion( 'themes/vitrine/style.css', '/*\nTheme Name: Vitrine\nVersion: 0.1.0\n*/', '0.2.0' )
		).toContain( 'Version: 0.2.0' );
	} );

	it( 'refuses a file that lost its version mark, and a malformed version', () => {
		expect( () => stampVersion( 'readme.txt', '=== Vitrine ===\n', '0.2.0' ) ).toThrow( /Stable tag|version mark/ );
		expect( () => stampVersion( 'plugin.php', header, 'latest' ) ).toThrow( /not a version number/ );
	} );

	it( 'leaves other files alone', () => {
		expect( stampVersion( 'includes/Plugin.php', 'Version: 9', '0.2.0' ) ).toBe( 'Version: 9' );
	} );

	it( "finds package.json's version in every versioned file of the repository (the dev site runs what ships)", () => {
		const { version } = JSON.parse( fs.readFileSync( path.join( ROOT, 'package.json' ), 'utf8' ) );
		for ( const file of VERSIONED_FILES ) {
			const found = versionsIn( file, fs.readFileSync( path.join( ROOT, file ), 'utf8' ) );
			expect( { file, found } ).toEqual( { file, found: found.map( () => version ) } );
		}
	} );
} );
