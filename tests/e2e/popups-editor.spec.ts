import { test, expect, ADMIN_STATE } from './fixtures';
import { newPost } from './editor-helpers';

test.use( {
	storageState: ADMIN_STATE,
	allowedErrors: [ /ERR_NAME_NOT_RESOLVED/ ], // The editor asks wordpress.org for things; there is no internet.
} );

test.describe( 'popup editor', () => {
	test( 'the settings sidebar edits and saves the popup meta', async ( { page } ) => {
		await newPost( page, 'vitrine_popup' );
		const editor = page.frameLocator( 'iframe[name="editor-canvas"]' );
		await editor.getByRole( 'textbox', { name: 'Add title' } ).fill( 'Editor test popup' );

		for ( const title of [ 'Popup: where it shows', 'Popup: triggers', 'Popup: conditions', 'Popup: display' ] ) {
			const toggle = page.getByRole( 'button', { name: title } );
			await expect( toggle ).toBeVisible();
			if ( ( await toggle.getAttribute( 'aria-expanded' ) ) === 'false' ) {
				await toggle.click();
			}
		}
		await page.getByLabel( 'Show on' ).first().selectOption( 'site' );
		await page.getByLabel( 'On page load' ).check();
		await page.getByLabel( 'Delay (seconds)' ).fill( '4' );
		await page.getByLabel( 'Limit impressions' ).check();
		await page.getByLabel( 'Per', { exact: true } ).selectOption( 'week' );
		await page.getByLabel( 'Prevent page scrolling while open' ).check();
		await page.getByLabel( 'Entrance animation' ).selectOption( 'slideInLeft' );

		await page.getByRole( 'button', { name: 'Save draft' } ).click();
		await expect( page.getByRole( 'button', { name: 'Saved' } ) ).toBeVisible();
		const id = await page.evaluate( () =>
			(
				window as unknown as { wp: { data: { select: ( s: string ) => { getCurrentPostId: () => number } } } }
			 ).wp.data
				.select( 'core/editor' )
				.getCurrentPostId()
		);
		const meta = await page.evaluate( async ( postId ) => {
			const wp = window as unknown as { wpApiSettings?: { nonce: string } };
			const nonce = ( window as unknown as { wp: { apiFetch: { nonceMiddleware?: { nonce: string } } } } ).wp
				.apiFetch.nonceMiddleware?.nonce;
			const response = await fetch( `/wp-json/wp/v2/vitrine_popup/${ postId }?context=edit`, {
				headers: { 'X-WP-Nonce': nonce ?? wp.wpApiSettings?.nonce ?? '' },
			} );
			return ( await response.json() ).meta;
		}, id );
		expect( meta._vitrine_popup_location.scope ).toBe( 'site' );
		expect( meta._vitrine_popup_settings.triggers.page_load ).toEqual( { enabled: true, delay: 4 } );
		expect( meta._vitrine_popup_settings.timing.times ).toEqual( { enabled: true, times: 1, period: 'week' } );
		expect( meta._vitrine_popup_settings.prevent_scroll ).toBe( true );
		expect( meta._vitrine_popup_settings.entrance_animation ).toBe( 'slideInLeft' );
	} );
} );

test.describe( 'action link format', () => {
	test( 'turns selected text into a URL action link', async ( { page } ) => {
		await newPost( page, 'post' );
		const editor = page.frameLocator( 'iframe[name="editor-canvas"]' );
		await editor.getByRole( 'textbox', { name: 'Add title' } ).fill( 'Action link test' );
		await page.keyboard.press( 'Enter' );
		await page.keyboard.type( 'Get the newsletter' );
		await page.keyboard.press( 'Shift+Home' );
		await page.getByRole( 'toolbar', { name: 'Block tools' } ).getByRole( 'button', { name: 'More' } ).click();
		await page.getByRole( 'menuitem', { name: 'Action link' } ).click();
		await page.getByLabel( 'Action' ).selectOption( 'popup:open' );
		await page.getByLabel( 'Popup', { exact: true } ).selectOption( { label: 'Newsletter' } );
		await page.getByLabel( 'Toggle (close it when open)' ).check();
		await page.getByRole( 'button', { name: 'Apply' } ).click();
		const content = await page.evaluate( () =>
			(
				window as unknown as {
					wp: { data: { select: ( s: string ) => { getEditedPostContent: () => string } } };
				}
			 ).wp.data
				.select( 'core/editor' )
				.getEditedPostContent()
		);
		expect( content ).toMatch(
			/<a href="#vitrine-action:popup:open\?id=\d+&amp;toggle=yes" class="vitrine-action-link">Get the newsletter<\/a>/
		);
	} );
} );

test.describe( 'popup preview', () => {
	test( 'an editor previews a popup over a plain page and opens it', async ( { page } ) => {
		await page.goto( '/?vitrine_popup=demo-newsletter' );
		const popup = page.getByRole( 'dialog', { name: 'Newsletter' } );
		await expect( popup ).toBeHidden();
		await expect( page.locator( '.vitrine-popup[data-vitrine-mode="preview"]' ) ).toHaveCount( 1 );
		await page.getByRole( 'link', { name: 'Open the popup' } ).click();
		await expect( popup ).toBeVisible();
	} );
} );
