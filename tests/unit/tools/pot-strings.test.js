/**
 * The template check of npm run lint (tools/i18n/make-pot.mjs --check) compares strings, not where
 * they are: a moved line or a renamed chunk must not fail it, a new or changed string must.
 */
import { potStrings } from '../../../tools/i18n/pot.mjs';

const header =
	'msgid ""\nmsgstr ""\n"Project-Id-Version: Vitrine 0.1.0\\n"\n"POT-Creation-Date: 2026-11-27T08:00:00+00:00\\n"\n';
const pot = ( ...entries ) => [ '# generated', header, ...entries ].join( '\n' );

describe( 'potStrings', () => {
	const kettle = '#. translators: %s: a name\n#: includes/A.php:10\nmsgid "Hello %s"\nmsgstr ""\n';
	const moved = '#. translators: %s: a name\n#: includes/A.php:42 build/chunks/9.js:1\nmsgid "Hello %s"\nmsgstr ""\n';
	const block = '#: blocks/x/block.json\nmsgctxt "block title"\nmsgid "Carousel"\nmsgstr ""\n';

	it( 'ignores the header, references and order', () => {
		expect( potStrings( pot( kettle, block ) ) ).toEqual( potStrings( pot( block, moved ) ) );
		expect( potStrings( pot( kettle, block ) ) ).toHaveLength( 2 );
	} );

	it( 'sees a changed text, context or translators comment', () => {
		const base = potStrings( pot( kettle, block ) );
		expect( potStrings( pot( kettle.replace( 'Hello', 'Hi' ), block ) ) ).not.toEqual( base );
		expect( potStrings( pot( kettle, block.replace( 'block title', 'block keyword' ) ) ) ).not.toEqual( base );
		expect( potStrings( pot( kettle.replace( 'a name', 'the name' ), block ) ) ).not.toEqual( base );
	} );

	it( 'keeps a long text that starts on the line after msgid ""', () => {
		const long = '#: a.php:1\nmsgid ""\n"A long text "\n"on two lines"\nmsgstr ""\n';
		expect( potStrings( pot( long ) ) ).toEqual( [ 'msgid ""\n"A long text "\n"on two lines"\nmsgstr ""' ] );
	} );
} );
