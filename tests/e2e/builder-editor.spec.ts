import { test, expect, ADMIN_STATE } from './fixtures';
import { insertBlock, newPost } from './editor-helpers';

/**
 * The editor side: every block has a "Motion effects" and a "Sticky" panel; what they set is saved as
 * block attributes and rendered server side as data-vitrine + data-settings.
 */
test.use( { storageState: ADMIN_STATE, allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

test( 'motion and sticky panels save settings that the page renders', async ( { page, request } ) => {
	await newPost( page );
	const clientId = await insertBlock( page, 'core/paragraph', { content: 'Moving words' } );
	await page.evaluate( () =>
		( window as unknown as { wp: any } ).wp.data
			.dispatch( 'core/editor' )
			.editPost( { title: 'Builder panels', status: 'publish' } )
	);
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
