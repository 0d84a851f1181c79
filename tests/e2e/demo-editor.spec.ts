/**
 * Demo content opens in the editor without a block validation error (issue 38: the front page's
 * hero badge Group held bare text, which the editor marks invalid). The pages the theme work
 * touched: the front page, /popups/ (with its off-canvas panel) and a demo post.
 */
import { test, expect, ADMIN_STATE } from './fixtures';

test.use( { storageState: ADMIN_STATE, allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

type Wp = { wp: any };
interface Block {
	name: string;
	isValid: boolean;
	innerBlocks: Block[];
}

for ( const [ type, slug ] of [
	[ 'pages', 'home' ],
	[ 'pages', 'popups' ],
	[ 'posts', 'small-kitchens-one-year-later' ],
] as const ) {
	test( `${ slug } opens in the editor with every block valid`, async ( { page } ) => {
		const found = await ( await page.request.get( `/wp-json/wp/v2/${ type }?slug=${ slug }` ) ).json();
		const id = ( found as Array< { id: number } > )[ 0 ]?.id;
		expect( id, `${ slug } exists` ).toBeTruthy();
		await page.goto( `/wp-admin/post.php?post=${ id }&action=edit` );
		await page.waitForFunction(
			() => ( window as unknown as Partial< Wp > ).wp?.data?.select( 'core/block-editor' )?.getBlocks().length > 0
		);
		const blocks = await page.evaluate(
			() => ( window as unknown as Wp ).wp.data.select( 'core/block-editor' ).getBlocks() as Block[]
		);
		const flat = ( list: Block[] ): Block[] => list.flatMap( ( b ) => [ b, ...flat( b.innerBlocks ) ] );
		expect(
			flat( blocks )
				.filter( ( b ) => ! b.isValid )
				.map( ( b ) => b.name )
		).toEqual( [] );
		const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
		await expect( canvas.getByText( /unexpected or invalid content/ ) ).toHaveCount( 0 );
	} );
}
