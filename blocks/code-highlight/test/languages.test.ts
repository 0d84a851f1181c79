import { REQUIRES, loadLanguage, resolveLanguage } from '../languages';

describe( 'code highlight languages', () => {
	it( 'resolves saved values and aliases, plain for anything else', () => {
		expect( resolveLanguage( 'php' ) ).toBe( 'php' );
		expect( resolveLanguage( ' JS ' ) ).toBe( 'javascript' );
		expect( resolveLanguage( 'html' ) ).toBe( 'markup' );
		expect( resolveLanguage( 'cobol' ) ).toBe( 'plain' );
		expect( resolveLanguage( 42 ) ).toBe( 'plain' );
		expect( resolveLanguage( '__proto__' ) ).toBe( 'plain' );
	} );

	it( 'knows what each grammar builds on', () => {
		expect( REQUIRES.php ).toEqual( [ 'markup' ] );
		expect( REQUIRES.typescript ).toEqual( [ 'javascript' ] );
	} );

	it( 'loads a grammar with its dependencies into the global Prism', async () => {
		const Prism = ( await import( 'prismjs/components/prism-core' ) ).default;
		( window as unknown as { Prism: unknown } ).Prism = Prism;
		await loadLanguage( 'php' );
		expect( Prism.languages.markup ).toBeDefined();
		expect( Prism.languages.php ).toBeDefined();
		await loadLanguage( 'typescript' );
		expect( Prism.languages.javascript ).toBeDefined();
		expect( Prism.languages.typescript ).toBeDefined();
	} );
} );
