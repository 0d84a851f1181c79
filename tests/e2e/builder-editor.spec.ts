import { test, expect, ADMIN_STATE } from './fixtures';

/**
 * The editor side: every block has a "Motion effects" and a "Sticky" panel; what they set is saved as
 * block attributes and rendered server side as data-vitrine + data-settings.
 */
test.use( { storageState: ADMIN_STATE, allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

test( 'motion and sticky panels save settings that the page renders', async ( { page, request } ) => {
	await page.goto( '/wp-admin/post-new.php?post_type=page' );
	await page.waitForFunction( () => ( window as unknown as { wp?: { blocks?: unknown } } ).wp?.blocks );
	// Close the welcome guide if it shows.
	await page.keyboard.press( 'Escape' );
	const clientId = await page.evaluate( () => {
		const wp = ( window as unknown as { wp: any } ).wp;
		const block = wp.blocks.createBlock( 'core/paragraph', { content: 'Moving words' } );
		wp.data.dispatch( 'core/block-editor' ).insertBlocks( block );
		wp.data.dispatch( 'core/block-editor' ).selectBlock( block.clientId );
		wp.data.dispatch( 'core/editor' ).editPost( { title: 'Builder panels', status: 'publish' } );
		return block.clientId as string;
	} );
	await page.getByRole( 'button', { name: 'Motion effects' } ).click();
	await page.getByRole( 'checkbox', { name: 'Scrolling effects' } ).first().check();
	await page.getByRole( 'checkbox', { name: 'Vertical scroll' } ).first().check();
	await page.getByRole( 'button', { name: 'Sticky', exact: true } ).click();
	await page.getByRole( 'combobox', { name: 'Sticky', exact: true } ).selectOption( 'top' );
	const attributes = await page.evaluate(
		( id: string ) =>
			( window as unknown as { wp: any } ).wp.data.select( 'core/block-editor' ).getBlockAttributes( id ),
		clientId
	);
	expect( attributes.vitrineMotion ).toMatchObject( {
		motion_fx_motion_fx_scrolling: 'yes',
		motion_fx_translateY_effect: 'yes',
	} );
	expect( attributes.vitrineSticky ).toMatchObject( { sticky: 'top' } );

	await page.evaluate( () => ( window as unknown as { wp: any } ).wp.data.dispatch( 'core/editor' ).savePost() );
	await expect
		.poll( () =>
			page.evaluate(
				() => ( window as unknown as { wp: any } ).wp.data.select( 'core/editor' ).getCurrentPost().link
			)
		)
		.toMatch( /builder-panels/ );
	const link = await page.evaluate(
		() => ( window as unknown as { wp: any } ).wp.data.select( 'core/editor' ).getCurrentPost().link
	);
	const html = await ( await request.get( link ) ).text();
	expect( html ).toContain( 'data-vitrine="motion sticky"' );
	expect( html ).toContain( 'motion_fx_translateY_effect&quot;:&quot;yes' );
	expect( html ).toContain( 'id="vitrine-breakpoints"' );
} );
