/**
 * Loop filters at 10,000 products (issue #34, item 5; docs/loop.md, "Bench at 10,000"): the
 * refresh-loop route's server time for the typical combination (two taxonomies, a price
 * range, a search, a sort, counts on) on the production stack, beside WooCommerce's own product
 * filters answering the same query on the same catalogue in the same run: the Store API's
 * `wc/store/v1/products` (the page of products) and `products/collection-data` (the counts its
 * filter blocks show: attribute terms, stock statuses, price range).
 *
 * Method. tests/bench/seed-10k.php seeds the bench-only catalogue once (10,000 products, 10,000
 * posts; `php tests/bench/seed-10k.php .wp/site PORT remove` takes it out). Each sample is one HTTP
 * request from this process to nginx on localhost (REST answers are never page-cached, so PHP-FPM,
 * MariaDB and Redis answer every one); the three requests alternate in rotating order so neither
 * side gets a quieter machine; a fourth, `vitrine/v1/status`, is the floor every REST answer pays
 * (WordPress, WooCommerce and Vitrine booting), to read the others against on a busy machine. Two series: "same query" repeats one request (object cache warm,
 * Vitrine's counts and WooCommerce's transients served from it), "varied" moves the price range's
 * top on every sample (a query nobody asked before; the rest of the object cache warm). Both sides
 * must report the same number of matching products, or the run stops: they answer the same query.
 * The posts grid (10,000 posts, category + tag + numeric custom field range + search + sort by a
 * custom field, counts of a custom field) is timed too; WooCommerce has nothing to compare it with.
 * Needs VITRINE_STACK=production and WooCommerce (../shared); says so and skips without them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const name = 'loop-10k';

const SAMPLES = 30;
const WARMUP = 3;
const CATEGORIES = [ 'bench-cat-2', 'bench-cat-5' ];
const COLOURS = [ 'red', 'blue' ];
const SEARCH = 'shirt';
const PRICE = { min: 20, max: 120 };

const percentile = ( values, p ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[ Math.min( sorted.length - 1, Math.ceil( ( p / 100 ) * sorted.length ) - 1 ) ];
};
const round = ( value, digits = 1 ) => Number( value.toFixed( digits ) );

/** The refresh-loop body for the product grid. */
function productBody( baseUrl, postId, max ) {
	return {
		post_id: postId,
		widget_id: 'bench',
		pagination_base_url: `${ baseUrl }/bench10k-loop-products/`,
		widget_filters: {
			product_cat: {
				filterType: 'taxonomy',
				filterData: { selectedTaxonomy: 'product_cat', terms: CATEGORIES, logicalJoin: 'OR' },
			},
			pa_bench_color: {
				filterType: 'taxonomy',
				filterData: { selectedTaxonomy: 'pa_bench_color', terms: COLOURS, logicalJoin: 'OR' },
			},
			price: { filterType: 'range', filterData: { key: 'price', min: PRICE.min, max } },
			search: { filterType: 'search', filterData: { query: SEARCH } },
			sort: { filterType: 'sort', filterData: { key: 'price', order: 'ASC' } },
		},
	};
}

/** The same query as WooCommerce's Store API asks it (prices in cents). */
function storeQuery( max ) {
	const query = new URLSearchParams( {
		category: CATEGORIES.join( ',' ),
		category_operator: 'in',
		'attributes[0][attribute]': 'pa_bench_color',
		'attributes[0][operator]': 'in',
		min_price: String( PRICE.min * 100 ),
		max_price: String( max * 100 ),
		search: SEARCH,
	} );
	COLOURS.forEach( ( slug ) => query.append( 'attributes[0][slug][]', slug ) );
	return query;
}

function storeUrls( baseUrl, max ) {
	const products = storeQuery( max );
	products.set( 'orderby', 'price' );
	products.set( 'order', 'asc' );
	products.set( 'per_page', '12' );
	const counts = storeQuery( max );
	counts.set( 'calculate_price_range', 'true' );
	counts.set( 'calculate_stock_status_counts', 'true' );
	counts.set( 'calculate_attribute_counts[0][taxonomy]', 'pa_bench_color' );
	counts.set( 'calculate_attribute_counts[0][query_type]', 'or' );
	const base = `${ baseUrl }/wp-json/wc/store/v1/products`;
	return { products: `${ base }?${ products }`, counts: `${ base }/collection-data?${ counts }` };
}

async function timed( request ) {
	const start = performance.now();
	const response = await request();
	const text = await response.text();
	const ms = performance.now() - start;
	if ( ! response.ok ) {
		throw new Error( `${ response.url } answered ${ response.status }: ${ text.slice( 0, 200 ) }` );
	}
	return { ms, response, text };
}

const post = ( baseUrl, body ) => () =>
	fetch( `${ baseUrl }/wp-json/vitrine/v1/refresh-loop`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( body ),
	} );

/** One series: every request of `requests( sample )` per sample, in rotating order. */
async function series( requests ) {
	const times = {};
	const answers = {};
	for ( let i = 0; i < SAMPLES + WARMUP; i++ ) {
		const entries = Object.entries( requests( i ) );
		const rotated = [ ...entries.slice( i % entries.length ), ...entries.slice( 0, i % entries.length ) ];
		for ( const [ key, request ] of rotated ) {
			const result = await timed( request );
			answers[ key ] = result;
			if ( i >= WARMUP ) {
				( times[ key ] ??= [] ).push( result.ms );
			}
		}
	}
	return { times, answers };
}

async function gridPostId( baseUrl, path ) {
	const html = await ( await fetch( `${ baseUrl }${ path }` ) ).text();
	const id = Number( /data-post-id="(\d+)"/.exec( html )?.[ 1 ] );
	if ( ! id ) {
		throw new Error( `${ path } has no loop grid (was the bench seed removed half-way?)` );
	}
	return id;
}

export async function run( { baseUrl, root } ) {
	const stackMode = join( root, '.wp/stack-mode' );
	const stack = existsSync( stackMode ) ? readFileSync( stackMode, 'utf8' ).trim() : 'dev';
	if ( stack !== 'production' ) {
		return {
			note: 'skipped: the 10,000-product bench runs on the production stack (VITRINE_STACK=production npm start, then VITRINE_STACK=production npm run bench -- --only=loop-10k)',
			rows: [],
		};
	}
	const store = await fetch( `${ baseUrl }/wp-json/wc/store/v1/products?per_page=1` );
	if ( store.status !== 200 ) {
		return { note: 'skipped: no WooCommerce on this site (../shared/third-party/woocommerce not found)', rows: [] };
	}
	const port = new URL( baseUrl ).port || '80';
	const seed = JSON.parse(
		execFileSync( 'php', [ join( root, 'tests/bench/seed-10k.php' ), join( root, '.wp/site' ), port ], {
			encoding: 'utf8',
			stdio: [ 'ignore', 'pipe', 'inherit' ],
			maxBuffer: 1024 * 1024,
		} )
			.trim()
			.split( '\n' )
			.pop()
	);
	const productsId = await gridPostId( baseUrl, '/bench10k-loop-products/' );
	const postsId = await gridPostId( baseUrl, '/bench10k-loop-posts/' );

	const productRequests = ( max ) => {
		const urls = storeUrls( baseUrl, max );
		return {
			vitrine: post( baseUrl, productBody( baseUrl, productsId, max ) ),
			wcProducts: () => fetch( urls.products ),
			wcCounts: () => fetch( urls.counts ),
			// The floor: a REST answer that does nothing (WordPress, WooCommerce and Vitrine booting).
			floor: () => fetch( `${ baseUrl }/wp-json/vitrine/v1/status` ),
		};
	};
	const same = await series( () => productRequests( PRICE.max ) );
	const varied = await series( ( i ) => productRequests( PRICE.max + i ) );

	// Both sides answer the same query: the same number of products must match.
	const vitrineFound = JSON.parse( same.answers.vitrine.text ).found;
	const wcFound = Number( same.answers.wcProducts.response.headers.get( 'x-wp-total' ) );
	if ( vitrineFound !== wcFound || ! vitrineFound ) {
		throw new Error( `Vitrine found ${ vitrineFound } products, WooCommerce ${ wcFound }: not the same query` );
	}
	const counts = JSON.parse( same.answers.vitrine.text ).counts._stock_status;

	const posts = await series( ( i ) => ( {
		posts: post( baseUrl, {
			post_id: postsId,
			widget_id: 'benchposts',
			pagination_base_url: `${ baseUrl }/bench10k-loop-posts/`,
			widget_filters: {
				category: {
					filterType: 'taxonomy',
					filterData: {
						selectedTaxonomy: 'category',
						terms: [ 'bench-topic-1', 'bench-topic-3' ],
						logicalJoin: 'OR',
					},
				},
				post_tag: {
					filterType: 'taxonomy',
					filterData: { selectedTaxonomy: 'post_tag', terms: [ 'bench-tag-2' ], logicalJoin: 'OR' },
				},
				bench_minutes: {
					filterType: 'range',
					filterData: { key: 'bench_minutes', min: 5, max: 40 + ( i % 20 ) },
				},
				search: { filterType: 'search', filterData: { query: 'guide' } },
				sort: { filterType: 'sort', filterData: { key: 'bench_minutes', order: 'DESC' } },
			},
		} ),
	} ) );

	const rows = [];
	const summary = {};
	for ( const [ label, measured ] of [
		[ 'same query', same ],
		[ 'varied price', varied ],
	] ) {
		const sum = measured.times.wcProducts.map( ( ms, i ) => ms + measured.times.wcCounts[ i ] );
		const figures = {
			vitrine: measured.times.vitrine,
			wcProducts: measured.times.wcProducts,
			wcCounts: measured.times.wcCounts,
			wcBoth: sum,
			floor: measured.times.floor,
		};
		const p = Object.fromEntries(
			Object.entries( figures ).map( ( [ key, values ] ) => [
				key,
				{ p50: percentile( values, 50 ), p95: percentile( values, 95 ) },
			] )
		);
		summary[ label ] = p;
		const ratio = p.vitrine.p95 / p.wcBoth.p95;
		rows.push(
			{
				figure: `${ label }: Vitrine refresh-loop (grid + stock counts), ms p50 / p95`,
				value: `${ round( p.vitrine.p50 ) } / ${ round( p.vitrine.p95 ) }`,
				budget: 'p95 ≤ 150',
				ok: p.vitrine.p95 <= 150 ? 'yes' : 'NO',
			},
			{
				figure: `${ label }: WooCommerce Store API products, ms p50 / p95`,
				value: `${ round( p.wcProducts.p50 ) } / ${ round( p.wcProducts.p95 ) }`,
				budget: '–',
				ok: '–',
			},
			{
				figure: `${ label }: WooCommerce collection-data (colour, stock, price counts), ms p50 / p95`,
				value: `${ round( p.wcCounts.p50 ) } / ${ round( p.wcCounts.p95 ) }`,
				budget: '–',
				ok: '–',
			},
			{
				figure: `${ label }: Vitrine p95 / WooCommerce (products + collection-data) p95`,
				value: `${ round( p.vitrine.p95 ) } / ${ round( p.wcBoth.p95 ) } = ×${ round( ratio, 2 ) }`,
				budget: '≤ ×1.0',
				ok: ratio <= 1 ? 'yes' : 'NO',
			},
			{
				figure: `${ label }: floor (GET vitrine/v1/status: the boot alone), ms p50 / p95`,
				value: `${ round( p.floor.p50 ) } / ${ round( p.floor.p95 ) }`,
				budget: '–',
				ok: '–',
			}
		);
	}
	const postsP = { p50: percentile( posts.times.posts, 50 ), p95: percentile( posts.times.posts, 95 ) };
	rows.push( {
		figure: 'posts grid (10,000 posts: 2 taxonomies + meta range + search + meta sort + meta counts), ms p50 / p95',
		value: `${ round( postsP.p50 ) } / ${ round( postsP.p95 ) }`,
		budget: 'p95 ≤ 150',
		ok: postsP.p95 <= 150 ? 'yes' : 'NO',
	} );
	return {
		note: `${ seed.products } products, ${ seed.posts } posts (tests/bench/seed-10k.php). Query: categories ${ CATEGORIES.join(
			'|'
		) } AND colour ${ COLOURS.join( '|' ) } AND price ${ PRICE.min }..${ PRICE.max } AND "${ SEARCH }", by price, 12 a page: both found ${ vitrineFound } products (stock counts ${ JSON.stringify(
			counts
		) }). ${ SAMPLES } samples after ${ WARMUP } warm-up rounds, HTTP on localhost through nginx; see tests/bench/loop-10k.bench.mjs.`,
		rows,
		summary,
	};
}
