const {
	directAccess,
	debugOutput,
	prefixedGlobals,
	remoteAssets,
	undocumentedHosts,
	readmeProblems,
	README_SECTIONS,
} = require( '../../../tools/dist/check-rules' );

const php = ( path, text ) => ( { path, text } );
const GUARD = "<?php\ndefined( 'ABSPATH' ) || exit;\n";

describe( 'release checks (Plugin Check rules that work offline)', () => {
	it( 'wants a direct-access guard in every PHP file but the build manifests', () => {
		expect( directAccess( php( 'includes/A.php', GUARD + 'echo 1;' ) ) ).toEqual( [] );
		expect( directAccess( php( 'uninstall.php', "<?php\ndefined( 'WP_UNINSTALL_PLUGIN' ) || exit;" ) ) ).toEqual(
			[]
		);
		expect( directAccess( php( 'build/x.asset.php', '<?php return array();' ) ) ).toEqual( [] );
		expect( directAccess( php( 'includes/B.php', '<?php\necho 1;' ) ) ).toEqual( [
			"includes/B.php: no direct-access guard (defined( 'ABSPATH' ) || exit;)",
		] );
	} );

	it( 'finds debug output left behind', () => {
		expect( debugOutput( php( 'includes/A.php', GUARD + 'var_dump( $x );' ) ) ).toEqual( [
			'includes/A.php: debug output (var_dump)',
		] );
		expect( debugOutput( php( 'includes/A.php', GUARD + '$s = print_r( $x, true );' ) ) ).toEqual( [] );
		expect( debugOutput( php( 'includes/A.php', GUARD + 'error_log( "x" );' ) ) ).toEqual( [
			'includes/A.php: debug output (error_log)',
		] );
		expect( debugOutput( php( 'rest/Route.php', GUARD + 'error_log( "x" );' ) ) ).toEqual( [] );
		expect( debugOutput( php( 'build/a.js', 'console.log(1)' ) ) ).toHaveLength( 1 );
		expect( debugOutput( php( 'build/a.js', 'console.warn(1)' ) ) ).toEqual( [] );
	} );

	it( 'wants every global name of a file without a namespace prefixed', () => {
		const text =
			GUARD +
			"function helper() {}\nfunction vitrine_ok() {}\ndefine( 'DEBUG_X', 1 );\n$items = 1;\n$vitrine_items = 2;\nclass Thing {}\n";
		expect( prefixedGlobals( php( 'includes/Demo/x.php', text ) ) ).toEqual( [
			'includes/Demo/x.php: global function helper is not prefixed',
			'includes/Demo/x.php: global class Thing is not prefixed',
			'includes/Demo/x.php: global constant DEBUG_X is not prefixed',
			'includes/Demo/x.php: global variable $items is not prefixed',
		] );
		expect( prefixedGlobals( php( 'includes/A.php', '<?php\nnamespace Vitrine;\nfunction helper() {}' ) ) ).toEqual(
			[]
		);
	} );

	it( 'refuses scripts and styles loaded from another site', () => {
		expect(
			remoteAssets( php( 'includes/A.php', "wp_enqueue_script( 'x', 'https://cdn.example.net/x.js' );" ) )
		).toHaveLength( 1 );
		expect(
			remoteAssets( php( 'includes/A.php', '<script src="//cdn.example.net/x.js"></script>' ) )
		).toHaveLength( 1 );
		expect(
			remoteAssets( php( 'includes/A.php', "wp_enqueue_script( 'x', plugins_url( 'x.js', __FILE__ ) );" ) )
		).toEqual( [] );
	} );

	it( 'wants every host the code calls named in the readme', () => {
		const files = [
			php( 'build/a.js', 'load("https://platform.twitter.com/widgets.js");fetch("https://api.example.net/x")' ),
		];
		expect( undocumentedHosts( files, '== External services ==\nX (platform.twitter.com)' ) ).toEqual( [
			"build/a.js: calls api.example.net, which readme.txt's External services section does not name",
		] );
		expect( undocumentedHosts( [ php( 'a.php', 'https://www.w3.org/2000/svg' ) ], '' ) ).toEqual( [] );
	} );

	it( 'checks the readme format and that it agrees with the plugin header', () => {
		const header =
			' * Version:           1.0.0\n * Requires at least: 6.8\n * Requires PHP:      8.1\n * License:           GPL-2.0-or-later\n';
		// A readme with every section the rules ask for.
		const sections = README_SECTIONS.map( ( s ) => `== ${ s } ==\n\nText.\n` ).join( '\n' );
		const readme = ( stable, tags = 'a, b' ) =>
			`=== Vitrine ===\nContributors: vitrine\nTags: ${ tags }\nRequires at least: 6.8\nTested up to: 6.8\nRequires PHP: 8.1\nStable tag: ${ stable }\nLicense: GPL-2.0-or-later\n\nShort description.\n\n${ sections }`;
		expect( readmeProblems( readme( '1.0.0' ), header ) ).toEqual( [] );
		expect( readmeProblems( readme( '0.9.0', 'a, b, c, d, e, f' ), header ) ).toEqual( [
			'readme.txt: 6 tags (at most 5 are used)',
			'readme.txt: "Stable tag" (0.9.0) differs from the plugin header\'s Version (1.0.0)',
		] );
		expect( readmeProblems( '=== Vitrine ===\n\nShort.', header ) ).toContain(
			'readme.txt: missing header "Contributors"'
		);
		expect( readmeProblems( '=== Vitrine ===\n\nShort.', header ) ).toContain(
			'readme.txt: missing section "== External services =="'
		);
	} );
} );
