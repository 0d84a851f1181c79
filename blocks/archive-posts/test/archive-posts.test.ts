import { pageUrl, parsePostsSettings } from '../../posts/load';
import archivePosts from '../view';
import posts from '../../posts/view';

const origin = 'http://localhost';
const settings = {
	endpoint: `${ origin }/wp-json/vitrine/v1/archive-posts-page`,
	postId: 9,
	block: 2,
	page: 1,
	pages: 4,
	pagination: 'load-more',
	archive: 'category:travel',
};

describe( 'archive posts loading', () => {
	it( 'is the posts widget’s handler', () => {
		expect( archivePosts ).toBe( posts );
	} );

	it( 'asks for the next page of the archive it lists', () => {
		const config = parsePostsSettings( settings, origin )!;
		expect( config.archive ).toBe( 'category:travel' );
		expect( pageUrl( config, 2 ) ).toBe(
			`${ origin }/wp-json/vitrine/v1/archive-posts-page?post_id=9&block=2&page=2&archive=category%3Atravel`
		);
	} );

	it( 'sends no archive for the posts widget, and ignores a malformed one', () => {
		const { archive, ...plain } = settings;
		expect( archive ).toBeTruthy();
		expect( pageUrl( parsePostsSettings( plain, origin )!, 2 ) ).not.toContain( 'archive=' );
		expect( parsePostsSettings( { ...settings, archive: 42 }, origin )!.archive ).toBe( '' );
	} );
} );
