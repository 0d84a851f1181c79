import { test, expect, ADMIN_STATE } from './fixtures';
import { newPost } from './editor-helpers';
import { restNonce } from './drafts';

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

test.describe( 'chosen pages picker', () => {
	test( 'searches pages as the author types and names nested and same-titled pages apart', async ( { page } ) => {
		const headers = { 'X-WP-Nonce': await restNonce( page ) };
		const word = `Picker${ Date.now().toString( 36 ) }`;
		const ids: number[] = [];
		const make = async ( title: string, parent = 0 ) => {
			const created = await page.request.post( '/wp-json/wp/v2/pages', {
				headers,
				data: { title, parent, status: 'publish' },
			} );
			expect( created.ok() ).toBe( true );
			const id = ( await created.json() ).id as number;
			ids.push( id );
			return id;
		};
		try {
			const parent = await make( `${ word } Shop` );
			const child = await make( `${ word } Terms`, parent );
			const twinA = await make( `${ word } Twin` );
			const twinB = await make( `${ word } Twin` );

			const pageLists: string[] = [];
			page.on( 'request', ( request ) => {
				if ( /\/wp\/v2\/pages(\?|%3F|&|$)/.test( request.url() ) ) {
					pageLists.push( decodeURIComponent( request.url() ) );
				}
			} );
			await newPost( page, 'vitrine_popup' );
			const toggle = page.getByRole( 'button', { name: 'Popup: where it shows' } );
			if ( ( await toggle.getAttribute( 'aria-expanded' ) ) === 'false' ) {
				await toggle.click();
			}
			await page.getByLabel( 'Show on' ).first().selectOption( 'pages' );
			const field = page.getByRole( 'combobox', { name: 'Pages' } );
			await expect( field ).toBeVisible();
			// Opening the picker downloads no list of pages: nothing is asked before the author types.
			expect( pageLists ).toEqual( [] );

			await field.pressSequentially( word );
			const options = page.locator( '.vitrine-page-picker' ).getByRole( 'option' );
			await expect( options ).toHaveCount( 4 );
			// The server orders by relevance: compared as a set.
			expect( ( await options.allInnerTexts() ).sort() ).toEqual(
				[
					`${ word } Shop`,
					`${ word } Shop › ${ word } Terms`,
					`${ word } Twin (/${ word.toLowerCase() }-twin/, #${ twinA })`,
					`${ word } Twin (/${ word.toLowerCase() }-twin-2/, #${ twinB })`,
				].sort()
			);
			// The search went to the server with the typed words, a small page of results at a time.
			expect(
				pageLists.some( ( url ) => url.includes( `search=${ word }` ) && url.includes( 'per_page=20' ) )
			).toBe( true );

			// Chosen from the keyboard.
			const childIndex = ( await options.allInnerTexts() ).indexOf( `${ word } Shop › ${ word } Terms` );
			for ( let i = 0; i <= childIndex; i++ ) {
				await field.press( 'ArrowDown' );
			}
			await field.press( 'Enter' );
			const tokens = page.locator( '.vitrine-page-picker .components-form-token-field__token-text' );
			await expect( tokens ).toHaveCount( 1 );
			await expect( tokens ).toContainText( `${ word } Shop › ${ word } Terms` );
			const location = await page.evaluate(
				() =>
					(
						window as unknown as {
							wp: { data: { select: ( s: string ) => { getEditedPostAttribute: ( a: string ) => any } } };
						}
					 ).wp.data
						.select( 'core/editor' )
						.getEditedPostAttribute( 'meta' )._vitrine_popup_location
			);
			expect( location.pages ).toEqual( [ child ] );
		} finally {
			for ( const id of ids.reverse() ) {
				await page.request.delete( `/wp-json/wp/v2/pages/${ id }?force=true`, { headers } );
			}
		}
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
