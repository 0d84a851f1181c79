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

test( 'a Group block has one Sticky panel, Vitrine’s, and the page keeps the group at the top', async ( { page } ) => {
	await newPost( page );
	const clientId = await insertBlock( page, 'core/group' );
	await page.evaluate( ( id: string ) => {
		const { wp } = window as unknown as { wp: any };
		const words = ( n: number ) => wp.blocks.createBlock( 'core/paragraph', { content: `Stuck words ${ n }` } );
		wp.data.dispatch( 'core/block-editor' ).replaceInnerBlocks( id, [ words( 0 ) ] );
		const after = Array.from( { length: 40 }, ( _, n ) =>
			wp.blocks.createBlock( 'core/paragraph', { content: `Reading on, line ${ n + 1 }.` } )
		);
		wp.data.dispatch( 'core/block-editor' ).insertBlocks( after );
		wp.data.dispatch( 'core/block-editor' ).selectBlock( id );
		wp.data.dispatch( 'core/editor' ).editPost( { title: 'One sticky panel', status: 'publish' } );
	}, clientId );
	const inspector = page.locator( '.block-editor-block-inspector' );
	await expect( inspector.getByRole( 'button', { name: 'Sticky', exact: true } ) ).toHaveCount( 1 );
	await expect( inspector.locator( '.block-editor-block-inspector__position' ) ).toHaveCount( 0 );
	await page.getByRole( 'button', { name: 'Sticky', exact: true } ).click();
	await page.getByRole( 'combobox', { name: 'Sticky', exact: true } ).selectOption( 'top' );

	await page.evaluate( () => ( window as unknown as { wp: any } ).wp.data.dispatch( 'core/editor' ).savePost() );
	await expect
		.poll( () =>
			page.evaluate(
				() => ( window as unknown as { wp: any } ).wp.data.select( 'core/editor' ).getCurrentPost().link
			)
		)
		.toMatch( /one-sticky-panel/ );
	const link = await page.evaluate(
		() => ( window as unknown as { wp: any } ).wp.data.select( 'core/editor' ).getCurrentPost().link
	);
	await page.goto( link );
	const group = page.locator( '.wp-block-group', { hasText: 'Stuck words 0' } );
	await page.evaluate( () => window.scrollTo( 0, 1200 ) );
	await expect( group ).toHaveClass( /vitrine-sticky--active/ );
	await expect.poll( () => group.evaluate( ( el: Element ) => el.getBoundingClientRect().top ) ).toBeLessThan( 50 );
	await expect( group ).toBeInViewport();
} );

test( 'a Group saved with core’s sticky shows as sticky at the top in Vitrine’s panel', async ( { page } ) => {
	await newPost( page );
	await insertBlock( page, 'core/group', { style: { position: { type: 'sticky', top: '0px' } } } );
	await page.getByRole( 'button', { name: 'Sticky', exact: true } ).click();
	await expect( page.getByRole( 'combobox', { name: 'Sticky', exact: true } ) ).toHaveValue( 'top' );
} );
