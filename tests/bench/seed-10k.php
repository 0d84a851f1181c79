<?php
/**
 * The bench-only catalogue of issue #34 (docs/loop.md, "Bench at 10,000"): 10,000 WooCommerce simple
 * products (prices, some on sale, three attributes as taxonomies, a category, stock status, sales,
 * ratings, WooCommerce's lookup table rows) and 10,000 posts with two custom fields, categories and
 * tags, plus the two pages tests/bench/loop-10k.bench.mjs times (/bench-loop-products/ and
 * /bench-loop-posts/). Never part of the demo: nothing in includes/ seeds it.
 *
 * Fast: rows go in with multi-row INSERTs (about 20 s for everything on this machine) instead of
 * 20,000 wp_insert_post() calls; the values are what WooCommerce itself writes for a simple product.
 * Deterministic (mt_srand), so every run times the same catalogue. Idempotent: a second run only
 * checks the marker option. Every row it writes is marked (post_name `bench10k-…`), so `remove`
 * deletes exactly those.
 *
 * Usage: php tests/bench/seed-10k.php SITE_DIR PORT [seed|remove]   Prints JSON.
 */
$_SERVER['HTTP_HOST']      = 'localhost:' . ( $argv[2] ?? '8888' );
$_SERVER['REQUEST_METHOD'] = 'GET';
$_SERVER['REQUEST_URI']    = '/';
require dirname( __DIR__, 2 ) . '/tools/load-wordpress.php';

const VITRINE_BENCH_OPTION   = 'vitrine_bench_10k';
const VITRINE_BENCH_VERSION  = 1;
const VITRINE_BENCH_PRODUCTS = 10000;
const VITRINE_BENCH_POSTS    = 10000;
const VITRINE_BENCH_BATCH    = 500;

if ( ! function_exists( 'WC' ) ) {
	fwrite( STDERR, "WooCommerce is not active on this site (../shared/third-party/woocommerce)\n" );
	exit( 2 );
}
global $wpdb;

$vitrine_attributes = array(
	'bench_color'    => array( 'Colour', array( 'red', 'blue', 'green', 'black', 'white', 'yellow', 'purple', 'orange' ) ),
	'bench_size'     => array( 'Size', array( 'xs', 's', 'm', 'l', 'xl', 'xxl' ) ),
	'bench_material' => array( 'Material', array( 'cotton', 'wool', 'linen', 'silk', 'denim' ) ),
);

/** Deletes every row this script wrote. */
function vitrine_bench_remove( array $attributes ): void {
	global $wpdb;
	$ids = $wpdb->get_col( "SELECT ID FROM {$wpdb->posts} WHERE post_name LIKE 'bench10k-%'" );
	foreach ( array_chunk( $ids, 2000 ) as $chunk ) {
		$in = implode( ',', array_map( 'intval', $chunk ) );
		$wpdb->query( "DELETE FROM {$wpdb->postmeta} WHERE post_id IN ($in)" );
		$wpdb->query( "DELETE FROM {$wpdb->term_relationships} WHERE object_id IN ($in)" );
		$wpdb->query( "DELETE FROM {$wpdb->prefix}wc_product_meta_lookup WHERE product_id IN ($in)" );
		$wpdb->query( "DELETE FROM {$wpdb->posts} WHERE ID IN ($in)" );
	}
	foreach ( array( 'product_cat', 'category', 'post_tag' ) as $taxonomy ) {
		foreach ( get_terms( array( 'taxonomy' => $taxonomy, 'hide_empty' => false, 'slug__in' => vitrine_bench_slugs( $taxonomy ) ) ) as $term ) {
			wp_delete_term( $term->term_id, $taxonomy );
		}
	}
	foreach ( array_keys( $attributes ) as $slug ) {
		$id = wc_attribute_taxonomy_id_by_name( $slug );
		if ( $id ) {
			wc_delete_attribute( $id );
		}
	}
	delete_option( VITRINE_BENCH_OPTION );
	wp_cache_flush();
}

/** The slugs of the bench's own terms in a core or WooCommerce taxonomy. */
function vitrine_bench_slugs( string $taxonomy ): array {
	$count = array( 'product_cat' => 8, 'category' => 6, 'post_tag' => 10 )[ $taxonomy ];
	$stem  = array( 'product_cat' => 'bench-cat-', 'category' => 'bench-topic-', 'post_tag' => 'bench-tag-' )[ $taxonomy ];
	return array_map( static fn( int $n ): string => $stem . $n, range( 1, $count ) );
}

/** term_taxonomy_id by slug for a taxonomy, creating the missing terms. */
function vitrine_bench_terms( string $taxonomy, array $names ): array {
	$ids = array();
	foreach ( $names as $slug => $name ) {
		$term = get_term_by( 'slug', $slug, $taxonomy );
		if ( ! $term ) {
			$made = wp_insert_term( $name, $taxonomy, array( 'slug' => $slug ) );
			if ( is_wp_error( $made ) ) {
				fwrite( STDERR, "could not create the term $slug in $taxonomy: " . $made->get_error_message() . "\n" );
				exit( 1 );
			}
			$term = get_term( $made['term_id'], $taxonomy );
		}
		$ids[ $slug ] = (int) $term->term_taxonomy_id;
	}
	return $ids;
}

/** One multi-row INSERT; $rows are lists of already escaped SQL values. */
function vitrine_bench_insert( string $table, array $columns, array $rows ): void {
	global $wpdb;
	if ( ! $rows ) {
		return;
	}
	$values = implode( ',', array_map( static fn( array $row ): string => '(' . implode( ',', $row ) . ')', $rows ) );
	if ( false === $wpdb->query( "INSERT INTO $table (" . implode( ',', $columns ) . ") VALUES $values" ) ) {
		fwrite( STDERR, "insert into $table failed: {$wpdb->last_error}\n" );
		exit( 1 );
	}
}

/** A quoted SQL string. */
function vitrine_bench_q( $value ): string {
	global $wpdb;
	return "'" . esc_sql( (string) $value ) . "'";
}

/** Inserts posts named $names (post_name => [title, content, type, date]) and returns post_name => ID. */
function vitrine_bench_posts( array $posts ): array {
	global $wpdb;
	$rows = array();
	foreach ( $posts as $name => list( $title, $content, $type, $date ) ) {
		$rows[] = array( '1', vitrine_bench_q( $date ), vitrine_bench_q( $date ), vitrine_bench_q( $content ), vitrine_bench_q( $title ), "''", "'publish'", "'closed'", "'closed'", vitrine_bench_q( $name ), vitrine_bench_q( $date ), vitrine_bench_q( $date ), vitrine_bench_q( $type ), "''", "''", "''", "''" );
	}
	vitrine_bench_insert( $wpdb->posts, array( 'post_author', 'post_date', 'post_date_gmt', 'post_content', 'post_title', 'post_excerpt', 'post_status', 'comment_status', 'ping_status', 'post_name', 'post_modified', 'post_modified_gmt', 'post_type', 'to_ping', 'pinged', 'post_content_filtered', 'guid' ), $rows );
	$in  = implode( ',', array_map( 'vitrine_bench_q', array_keys( $posts ) ) );
	$ids = array();
	foreach ( $wpdb->get_results( "SELECT ID, post_name FROM {$wpdb->posts} WHERE post_name IN ($in)" ) as $row ) {
		$ids[ $row->post_name ] = (int) $row->ID;
	}
	return $ids;
}

/** A page of the bench (upserted by path). */
function vitrine_bench_page( string $path, string $title, string $content ): int {
	$page = get_page_by_path( $path );
	$id   = wp_insert_post(
		array(
			'ID'           => $page ? $page->ID : 0,
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $path,
			'post_title'   => $title,
			'post_content' => $content,
		)
	);
	return (int) $id;
}

/** A block comment. */
function vitrine_bench_block( string $name, array $attributes ): string {
	return '<!-- wp:' . $name . ' ' . wp_json_encode( $attributes ) . " /-->\n";
}

$vitrine_mode = $argv[3] ?? 'seed';
if ( 'remove' === $vitrine_mode ) {
	vitrine_bench_remove( $vitrine_attributes );
	foreach ( array( 'bench10k-loop-products', 'bench10k-loop-posts' ) as $vitrine_path ) {
		$vitrine_page = get_page_by_path( $vitrine_path );
		if ( $vitrine_page ) {
			wp_delete_post( $vitrine_page->ID, true );
		}
	}
	echo wp_json_encode( array( 'removed' => true ) ), "\n";
	exit( 0 );
}

$vitrine_marker = get_option( VITRINE_BENCH_OPTION );
if ( is_array( $vitrine_marker ) && VITRINE_BENCH_VERSION === ( $vitrine_marker['version'] ?? 0 ) ) {
	echo wp_json_encode( $vitrine_marker + array( 'seeded' => false ) ), "\n";
	exit( 0 );
}
$vitrine_start = microtime( true );
vitrine_bench_remove( $vitrine_attributes ); // A half-finished earlier run leaves nothing behind.

// Attributes: WooCommerce registers their taxonomies on init, so this process registers them itself.
$vitrine_attribute_terms = array();
foreach ( $vitrine_attributes as $vitrine_slug => list( $vitrine_label, $vitrine_values ) ) {
	if ( ! wc_attribute_taxonomy_id_by_name( $vitrine_slug ) ) {
		$vitrine_made = wc_create_attribute( array( 'name' => $vitrine_label, 'slug' => $vitrine_slug, 'has_archives' => true ) );
		if ( is_wp_error( $vitrine_made ) ) {
			fwrite( STDERR, 'could not create the attribute ' . $vitrine_slug . ': ' . $vitrine_made->get_error_message() . "\n" );
			exit( 1 );
		}
	}
	$vitrine_taxonomy = wc_attribute_taxonomy_name( $vitrine_slug );
	if ( ! taxonomy_exists( $vitrine_taxonomy ) ) {
		register_taxonomy( $vitrine_taxonomy, array( 'product' ), array( 'public' => true, 'hierarchical' => false ) );
	}
	$vitrine_attribute_terms[ $vitrine_taxonomy ] = vitrine_bench_terms( $vitrine_taxonomy, array_combine( $vitrine_values, array_map( 'ucfirst', $vitrine_values ) ) );
}
$vitrine_names  = static fn( array $slugs, string $label ): array => array_combine( $slugs, array_map( static fn( string $s ): string => $label . ' ' . substr( strrchr( $s, '-' ), 1 ), $slugs ) );
$vitrine_cats   = vitrine_bench_terms( 'product_cat', $vitrine_names( vitrine_bench_slugs( 'product_cat' ), 'Bench category' ) );
$vitrine_topics = vitrine_bench_terms( 'category', $vitrine_names( vitrine_bench_slugs( 'category' ), 'Bench topic' ) );
$vitrine_tags   = vitrine_bench_terms( 'post_tag', $vitrine_names( vitrine_bench_slugs( 'post_tag' ), 'Bench tag' ) );
$vitrine_simple = (int) get_term_by( 'slug', 'simple', 'product_type' )->term_taxonomy_id;

mt_srand( 34 );
$vitrine_adjectives = array( 'Classic', 'Modern', 'Vintage', 'Cosy', 'Light', 'Bold', 'Soft', 'Urban' );
$vitrine_nouns      = array( 'shirt', 'dress', 'jacket', 'scarf', 'hat', 'bag', 'sock', 'coat', 'skirt', 'sweater' );
$vitrine_now        = time();
$vitrine_term_rows  = array();

// Products, in batches.
for ( $vitrine_first = 1; $vitrine_first <= VITRINE_BENCH_PRODUCTS; $vitrine_first += VITRINE_BENCH_BATCH ) {
	$vitrine_batch = array();
	$vitrine_facts = array();
	for ( $i = $vitrine_first; $i < $vitrine_first + VITRINE_BENCH_BATCH && $i <= VITRINE_BENCH_PRODUCTS; $i++ ) {
		$color                  = array_rand( $vitrine_attribute_terms['pa_bench_color'] );
		$material               = array_rand( $vitrine_attribute_terms['pa_bench_material'] );
		$sizes                  = (array) array_rand( $vitrine_attribute_terms['pa_bench_size'], mt_rand( 1, 3 ) );
		$noun                   = $vitrine_nouns[ mt_rand( 0, count( $vitrine_nouns ) - 1 ) ];
		$title                  = $vitrine_adjectives[ mt_rand( 0, count( $vitrine_adjectives ) - 1 ) ] . " $material $noun $i";
		$name                   = "bench10k-product-$i";
		$regular                = mt_rand( 5, 200 ) - 0.01;
		$on_sale                = mt_rand( 1, 100 ) <= 15;
		$stock                  = mt_rand( 1, 100 );
		$vitrine_batch[ $name ] = array( $title, "A $color $noun in $material, from the bench catalogue.", 'product', gmdate( 'Y-m-d H:i:s', $vitrine_now - mt_rand( 0, 730 * DAY_IN_SECONDS ) ) );
		$vitrine_facts[ $name ] = array(
			'i'        => $i,
			'regular'  => $regular,
			'price'    => $on_sale ? round( $regular * 0.8, 2 ) : $regular,
			'on_sale'  => $on_sale,
			'stock'    => $stock <= 80 ? 'instock' : ( $stock <= 92 ? 'outofstock' : 'onbackorder' ),
			'sales'    => mt_rand( 0, 500 ),
			'rating'   => mt_rand( 0, 500 ) / 100,
			'terms'    => array_merge(
				array( $vitrine_simple, $vitrine_cats[ array_rand( $vitrine_cats ) ], $vitrine_attribute_terms['pa_bench_color'][ $color ], $vitrine_attribute_terms['pa_bench_material'][ $material ] ),
				array_map( static fn( $size ) => $vitrine_attribute_terms['pa_bench_size'][ $size ], $sizes )
			),
		);
	}
	$meta   = array();
	$lookup = array();
	$terms  = array();
	foreach ( vitrine_bench_posts( $vitrine_batch ) as $name => $id ) {
		$fact       = $vitrine_facts[ $name ];
		$attributes = array();
		foreach ( array_keys( $vitrine_attribute_terms ) as $position => $taxonomy ) {
			$attributes[ $taxonomy ] = array( 'name' => $taxonomy, 'value' => '', 'position' => $position, 'is_visible' => 1, 'is_variation' => 0, 'is_taxonomy' => 1 );
		}
		$values = array(
			'_sku'               => 'bench10k-' . $fact['i'],
			'_regular_price'     => $fact['regular'],
			'_sale_price'        => $fact['on_sale'] ? $fact['price'] : '',
			'_price'             => $fact['price'],
			'_stock_status'      => $fact['stock'],
			'_manage_stock'      => 'no',
			'_virtual'           => 'no',
			'_downloadable'      => 'no',
			'_tax_status'        => 'taxable',
			'total_sales'        => $fact['sales'],
			'_wc_average_rating' => $fact['rating'],
			'_wc_review_count'   => $fact['rating'] > 0 ? 1 : 0,
			'_product_attributes' => maybe_serialize( $attributes ),
		);
		foreach ( $values as $key => $value ) {
			$meta[] = array( (string) $id, vitrine_bench_q( $key ), vitrine_bench_q( $value ) );
		}
		$lookup[] = array( (string) $id, vitrine_bench_q( $values['_sku'] ), "''", '0', '0', (string) $fact['price'], (string) $fact['price'], $fact['on_sale'] ? '1' : '0', 'NULL', vitrine_bench_q( $fact['stock'] ), $fact['rating'] > 0 ? '1' : '0', (string) $fact['rating'], (string) $fact['sales'], "'taxable'", "''" );
		foreach ( array_unique( $fact['terms'] ) as $ttid ) {
			$terms[] = array( (string) $id, (string) $ttid, '0' );
		}
	}
	vitrine_bench_insert( $wpdb->postmeta, array( 'post_id', 'meta_key', 'meta_value' ), $meta );
	vitrine_bench_insert( "{$wpdb->prefix}wc_product_meta_lookup", array( 'product_id', 'sku', 'global_unique_id', '`virtual`', 'downloadable', 'min_price', 'max_price', 'onsale', 'stock_quantity', 'stock_status', 'rating_count', 'average_rating', 'total_sales', 'tax_status', 'tax_class' ), $lookup );
	vitrine_bench_insert( $wpdb->term_relationships, array( 'object_id', 'term_taxonomy_id', 'term_order' ), $terms );
}

// Posts with two custom fields, a topic and one to three tags.
$vitrine_levels = array( 'beginner', 'intermediate', 'advanced' );
$vitrine_words  = array( 'budget', 'travel', 'garden', 'kitchen', 'camera', 'bicycle', 'coffee', 'laptop', 'running', 'reading' );
for ( $vitrine_first = 1; $vitrine_first <= VITRINE_BENCH_POSTS; $vitrine_first += VITRINE_BENCH_BATCH ) {
	$vitrine_batch = array();
	$vitrine_facts = array();
	for ( $i = $vitrine_first; $i < $vitrine_first + VITRINE_BENCH_BATCH && $i <= VITRINE_BENCH_POSTS; $i++ ) {
		$word                   = $vitrine_words[ mt_rand( 0, count( $vitrine_words ) - 1 ) ];
		$name                   = "bench10k-post-$i";
		$vitrine_batch[ $name ] = array( "A $word guide $i", "Notes on $word for the bench, number $i.", 'post', gmdate( 'Y-m-d H:i:s', $vitrine_now - mt_rand( 0, 730 * DAY_IN_SECONDS ) ) );
		$vitrine_facts[ $name ] = array(
			'level'   => $vitrine_levels[ mt_rand( 0, 2 ) ],
			'minutes' => mt_rand( 1, 60 ),
			'terms'   => array_merge( array( $vitrine_topics[ array_rand( $vitrine_topics ) ] ), array_map( static fn( $tag ) => $vitrine_tags[ $tag ], (array) array_rand( $vitrine_tags, mt_rand( 1, 3 ) ) ) ),
		);
	}
	$meta  = array();
	$terms = array();
	foreach ( vitrine_bench_posts( $vitrine_batch ) as $name => $id ) {
		$fact   = $vitrine_facts[ $name ];
		$meta[] = array( (string) $id, "'bench_level'", vitrine_bench_q( $fact['level'] ) );
		$meta[] = array( (string) $id, "'bench_minutes'", (string) $fact['minutes'] );
		foreach ( $fact['terms'] as $ttid ) {
			$terms[] = array( (string) $id, (string) $ttid, '0' );
		}
	}
	vitrine_bench_insert( $wpdb->postmeta, array( 'post_id', 'meta_key', 'meta_value' ), $meta );
	vitrine_bench_insert( $wpdb->term_relationships, array( 'object_id', 'term_taxonomy_id', 'term_order' ), $terms );
}

// Term counts, as WordPress keeps them (the filters list non-empty terms).
$vitrine_ttids = array_merge( array( $vitrine_simple ), array_values( $vitrine_cats ), array_values( $vitrine_topics ), array_values( $vitrine_tags ), ...array_map( 'array_values', array_values( $vitrine_attribute_terms ) ) );
$wpdb->query( "UPDATE {$wpdb->term_taxonomy} tt SET tt.count = ( SELECT COUNT(*) FROM {$wpdb->term_relationships} tr WHERE tr.term_taxonomy_id = tt.term_taxonomy_id ) WHERE tt.term_taxonomy_id IN (" . implode( ',', array_map( 'intval', $vitrine_ttids ) ) . ')' );

// The two pages the bench times: each filter type the issue names for its "typical combination".
$vitrine_facet  = static fn( string $grid, array $attributes ): string => vitrine_bench_block( 'vitrine/loop-facet', array( 'targetWidgetId' => $grid ) + $attributes );
$vitrine_filter = static fn( string $grid, string $taxonomy, string $label ): string => vitrine_bench_block( 'vitrine/loop-filter', array( 'targetWidgetId' => $grid, 'taxonomy' => $taxonomy, 'display' => 'checkboxes', 'label' => $label ) );
$vitrine_pages  = array(
	'products' => vitrine_bench_page(
		'bench10k-loop-products',
		'Bench: 10,000 products',
		$vitrine_filter( 'bench', 'product_cat', 'Category' )
		. $vitrine_filter( 'bench', 'pa_bench_color', 'Colour' )
		. $vitrine_facet( 'bench', array( 'type' => 'range', 'key' => 'price', 'label' => 'Price' ) )
		. $vitrine_facet( 'bench', array( 'type' => 'choice', 'key' => '_stock_status', 'label' => 'Stock' ) )
		. $vitrine_facet( 'bench', array( 'type' => 'search', 'label' => 'Search' ) )
		. $vitrine_facet( 'bench', array( 'type' => 'sort', 'sortOptions' => array( 'price', 'title', 'popularity' ) ) )
		. vitrine_bench_block( 'vitrine/loop-grid', array( 'widgetId' => 'bench', 'postType' => 'product', 'perPage' => 12, 'columns' => 4, 'showExcerpt' => false ) )
	),
	'posts'    => vitrine_bench_page(
		'bench10k-loop-posts',
		'Bench: 10,000 posts',
		$vitrine_filter( 'benchposts', 'category', 'Topic' )
		. $vitrine_filter( 'benchposts', 'post_tag', 'Tag' )
		. $vitrine_facet( 'benchposts', array( 'type' => 'range', 'key' => 'bench_minutes', 'label' => 'Minutes' ) )
		. $vitrine_facet( 'benchposts', array( 'type' => 'choice', 'key' => 'bench_level', 'label' => 'Level' ) )
		. $vitrine_facet( 'benchposts', array( 'type' => 'search', 'label' => 'Search' ) )
		. $vitrine_facet( 'benchposts', array( 'type' => 'sort', 'sortOptions' => array( 'date', 'title', 'bench_minutes' ) ) )
		. vitrine_bench_block( 'vitrine/loop-grid', array( 'widgetId' => 'benchposts', 'postType' => 'post', 'perPage' => 12, 'columns' => 3 ) )
	),
);

wc_delete_product_transients();
delete_transient( 'wc_products_onsale' );
wp_cache_flush();
$vitrine_marker = array(
	'version'  => VITRINE_BENCH_VERSION,
	'products' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'product' AND post_name LIKE 'bench10k-%'" ),
	'posts'    => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'post' AND post_name LIKE 'bench10k-%'" ),
	'pages'    => $vitrine_pages,
);
update_option( VITRINE_BENCH_OPTION, $vitrine_marker, false );
echo wp_json_encode( $vitrine_marker + array( 'seeded' => true, 'seconds' => round( microtime( true ) - $vitrine_start, 1 ) ) ), "\n";
