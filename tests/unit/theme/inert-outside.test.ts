import { inertOutside } from '../../../src/shared/inert-outside';

describe( 'inertOutside', () => {
	it( 'makes everything but the kept element inert, and undoes only its own changes', () => {
		document.body.innerHTML = `
			<a id="skip" href="#c">Skip</a>
			<header id="header"><p id="title">T</p><nav id="nav"><button id="toggle">M</button><div id="panel"><a href="#x">X</a></div></nav></header>
			<main id="main" inert></main><footer id="footer"></footer><script></script>`;
		const undo = inertOutside( document.getElementById( 'panel' )! );
		const inert = ( id: string ) => document.getElementById( id )!.hasAttribute( 'inert' );
		expect( [ 'skip', 'title', 'toggle', 'main', 'footer' ].every( inert ) ).toBe( true );
		expect( [ 'panel', 'nav', 'header' ].some( inert ) ).toBe( false );
		expect( document.querySelector( 'script' )!.hasAttribute( 'inert' ) ).toBe( false );
		undo();
		undo();
		expect( [ 'skip', 'title', 'toggle', 'footer' ].some( inert ) ).toBe( false );
		expect( inert( 'main' ) ).toBe( true );
	} );
} );
