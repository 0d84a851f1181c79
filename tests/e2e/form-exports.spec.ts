/**
 * The CSV exports of Tools → Form entries and Tools → Subscribers, over real HTTP as the owner's
 * browser gets them: what `Vitrine\Forms\Csv::start()` sends is headers, which a command-line PHP
 * test cannot read. A download named after the list and the day, UTF-8 with a byte-order mark (so
 * spreadsheets read accents), never cached, never sniffed as a page.
 */
import { readFileSync } from 'node:fs';
import { test, expect, ADMIN_STATE } from './fixtures';

// The admin's own screens ask for avatars from a host this machine cannot reach.
test.use( { storageState: ADMIN_STATE, allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

for ( const [ screen, file, columns ] of [
	[ 'vitrine-form-entries', /^form-entries-\d{4}-\d{2}-\d{2}\.csv$/, '"id","date_utc","form","mail"' ],
	[
		'vitrine-subscribers',
		/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/,
		'"email","name","list_id","status","consent_text"',
	],
] as const ) {
	test( `${ screen }: Export CSV downloads a file spreadsheets read as UTF-8`, async ( { page } ) => {
		await page.goto( `/wp-admin/tools.php?page=${ screen }` );
		const link = page.getByRole( 'link', { name: 'Export CSV' } );
		const download = page.waitForEvent( 'download' );
		await link.click();
		expect( ( await download ).suggestedFilename() ).toMatch( file );
		const text = readFileSync( ( await ( await download ).path() )! ).toString( 'utf8' );
		expect( text.startsWith( `\uFEFF${ columns }` ), text.slice( 0, 80 ) ).toBe( true );

		const response = await page.request.get( ( await link.getAttribute( 'href' ) )! );
		expect( response.status() ).toBe( 200 );
		const headers = response.headers();
		expect( headers[ 'content-type' ] ).toBe( 'text/csv; charset=utf-8' );
		expect( headers[ 'content-disposition' ] ).toMatch( /^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/ );
		expect( headers[ 'x-content-type-options' ] ).toBe( 'nosniff' );
		expect( headers[ 'cache-control' ] ).toContain( 'no-store' );
	} );
}
