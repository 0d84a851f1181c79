/**
 * The shop blocks and the payment button in the editor: they insert without errors, a payment button
 * gets its own id (the server finds the saved price by it) and warns until its price can be charged.
 */
import { test, expect, ADMIN_STATE } from './fixtures';
import { newPost } from './editor-helpers';

test.use( { storageState: ADMIN_STATE, allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

test( 'shop blocks insert cleanly; a payment button gets an id and a price warning', async ( { page } ) => {
	await newPost( page );
	const ids = await page.evaluate( () => {
		const wp = ( window as unknown as { wp: any } ).wp;
		const names = [ 'add-to-cart', 'cart', 'checkout', 'account', 'payment-buttons' ];
		const blocks = names.map( ( name ) => wp.blocks.createBlock( `vitrine/${ name }` ) );
		wp.data.dispatch( 'core/block-editor' ).insertBlocks( blocks );
		return blocks.map( ( block: { clientId: string } ) => block.clientId );
	} );
	const attributes = ( id: string ) =>
		page.evaluate(
			( clientId ) =>
				( window as unknown as { wp: any } ).wp.data
					.select( 'core/block-editor' )
					.getBlockAttributes( clientId ),
			id
		);
	await expect.poll( async () => ( await attributes( ids[ 4 ]! ) ).buttonId ).toMatch( /^pay-[a-z0-9]+$/ );
	const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
	await expect( canvas.getByText( 'Enter the name of the item.' ) ).toBeVisible();
	await expect( canvas.getByText( 'Add to cart: choose a product ID in the block settings.' ) ).toBeVisible();
	const valid = await page.evaluate( () =>
		( window as unknown as { wp: any } ).wp.data
			.select( 'core/block-editor' )
			.getBlocks()
			.every( ( block: { isValid: boolean } ) => block.isValid )
	);
	expect( valid ).toBe( true );
} );
