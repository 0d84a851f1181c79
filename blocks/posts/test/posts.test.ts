import { pageUrl, parsePostsSettings, readPage, reservedHeight } from '../load';
import { fromArchivePosts } from '../legacy';
import posts from '../view';
import metadata from '../block.json';
import legacy from '../../archive-posts/block.json';
import { expectHiddenLegacyOf, handlersRegisteredBy } from '../../../tests/unit/blocks';
import { mount } from '../../../tests/unit/handler-mount';

const origin = 'http://localhost';
const settings = {
	endpoint: `${ origin }/wp-json/vitrine/v1/posts-page`,
	postId: 7,
	block: 1,
	page: 1,
	pages: 3,
	pagination: 'load-more',
};

describe( 'posts loading logic', () => {
	it( 'parses settings and rejects foreign or broken ones', () => {
		expect( parsePostsSettings( settings, origin )?.infinite ).toBe( false );
		expect( parsePostsSettings( { ...settings, pagination: 'infinite' }, origin )?.infinite ).toBe( true );
		expect( parsePostsSettings( { ...settings, endpoint: 'https://evil.test/' }, origin ) ).toBeNull();
		expect( parsePostsSettings( { ...settings, postId: 'x' }, origin ) ).toBeNull();
		expect( parsePostsSettings( { ...settings, page: 0 }, origin ) ).toBeNull();
	} );

	it( 'asks for a page by post and block only', () => {
		const config = parsePostsSettings( settings, origin )!;
		expect( pageUrl( config, 2 ) ).toBe( `${ origin }/wp-json/vitrine/v1/posts-page?post_id=7&block=1&page=2` );
	} );

	it( 'validates the answer', () => {
		expect( readPage( { html: '<article></article>', pages: 3 } ) ).toEqual( {
			html: '<article></article>',
			pages: 3,
		} );
		expect( readPage( { html: 5, pages: 3 } ) ).toBeNull();
		expect( readPage( null ) ).toBeNull();
	} );

	it( 'reserves room for one more batch as tall as the last, below a gap', () => {
		// Grid from 100 to 400, last batch from 250 to 400, 24 px gap: 300 + 24 + 150.
		expect( reservedHeight( { top: 100, bottom: 400 }, { top: 250, bottom: 400 }, 24 ) ).toBe( 474 );
		// Nothing laid out (hidden widget): no reserve beyond the cards.
		expect( reservedHeight( { top: 100, bottom: 100 }, { top: 100, bottom: 100 }, 24 ) ).toBe( 0 );
	} );
} );

describe( 'load more', () => {
	it( 'appends the next cards, announces them and removes the link at the end', async () => {
		document.body.innerHTML = `<div id="p"><div class="vitrine-posts__grid"><article>1</article></div>
			<p class="vitrine-posts__more-row"><a class="vitrine-posts__more" href="${ origin }/x/?e-page-posts-1=2">More</a></p>
			<p class="vitrine-posts__status"></p></div>`;
		const element = document.getElementById( 'p' ) as HTMLElement;
		let call = 0;
		global.fetch = jest.fn().mockImplementation( async () => ( {
			ok: true,
			json: async () => ( { html: `<article><a href="/n${ ++call }/">N${ call }</a></article>`, pages: 3 } ),
		} ) ) as unknown as typeof fetch;
		mount( posts, element, settings );
		const more = element.querySelector( '.vitrine-posts__more' ) as HTMLAnchorElement;
		more.click();
		await new Promise( ( r ) => setTimeout( r, 0 ) );
		expect( element.querySelectorAll( 'article' ) ).toHaveLength( 2 );
		expect( more.href ).toContain( 'e-page-posts-1=3' );
		expect( element.querySelector( '.vitrine-posts__status' )?.textContent ).toBe(
			'%d more posts loaded.'.replace( '%d', '1' )
		);
		more.click();
		await new Promise( ( r ) => setTimeout( r, 0 ) );
		expect( element.querySelectorAll( 'article' ) ).toHaveLength( 3 );
		expect( element.querySelector( '.vitrine-posts__more' ) ).toBeNull();
	} );
} );

describe( 'the Archive Posts variation', () => {
	const archive = {
		...settings,
		endpoint: `${ origin }/wp-json/vitrine/v1/posts-page`,
		block: 2,
		archive: 'category:travel',
	};

	it( 'asks the one next-page route for the archive it lists', () => {
		const config = parsePostsSettings( archive, origin )!;
		expect( config.archive ).toBe( 'category:travel' );
		expect( pageUrl( config, 2 ) ).toBe(
			`${ origin }/wp-json/vitrine/v1/posts-page?post_id=7&block=2&page=2&archive=category%3Atravel`
		);
		expect( parsePostsSettings( { ...archive, archive: 42 }, origin )!.archive ).toBe( '' );
	} );

	it( 'is handled by the posts handler under both names the markup uses', () => {
		let handler: unknown;
		const names = handlersRegisteredBy( () => ( handler = require( '../view' ).default ) );
		expect( [ ...names.keys() ] ).toEqual( [ 'posts', 'archive-posts' ] );
		expect( [ ...names.values() ] ).toEqual( [ handler, handler ] );
	} );

	it( 'is chosen by the source attribute, and the Posts variation is the default', () => {
		const variations = metadata.variations.map( ( v ) => [ v.name, v.attributes.source, v.isActive ] );
		expect( variations ).toEqual( [
			[ 'posts', 'latest', [ 'source' ] ],
			[ 'archive-posts', 'archive', [ 'source' ] ],
		] );
		expect( metadata.attributes.source.default ).toBe( 'latest' );
	} );
} );

describe( 'the legacy vitrine/archive-posts block', () => {
	it( 'keeps every setting under the same name and default in the posts block', () => {
		for ( const [ name, definition ] of Object.entries( legacy.attributes ) ) {
			expect( metadata.attributes ).toHaveProperty( name, definition );
		}
	} );

	it( 'is hidden from the inserter and shares the posts block’s renderer, script and styles', () => {
		expectHiddenLegacyOf( legacy, 'posts' );
	} );

	it( 'becomes the Archive Posts variation with the same settings', () => {
		const saved = { preview: 'search:guide', postsPerPage: 3, pagination: 'load-more', className: 'mine' };
		expect( fromArchivePosts( saved ) ).toEqual( { ...saved, source: 'archive' } );
	} );
} );
