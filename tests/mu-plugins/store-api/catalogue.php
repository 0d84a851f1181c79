<?php
/**
 * TEST-ONLY Store API stand-in: the catalogue, prices and the product shape of GET /products/{id}.
 */

namespace Vitrine\Tests\StoreApi;

defined( 'ABSPATH' ) || exit;

const VARIABLE = 110;

/**
 * What can go in a cart: id => [ name, price in minor units, parent id (0 = none), size (variations),
 * in stock ]. 110 is a variable product ("Organic T-shirt", attribute Size) sold as 111–113.
 */
function products(): array {
	return array(
		101 => array( 'Canvas tote bag', 1800, 0, '', true ),
		102 => array( 'Espresso cup', 1250, 0, '', true ),
		103 => array( 'Linen notebook', 2400, 0, '', true ),
		111 => array( 'Organic T-shirt', 2000, VARIABLE, 'S', true ),
		112 => array( 'Organic T-shirt', 2000, VARIABLE, 'M', true ),
		113 => array( 'Organic T-shirt', 2200, VARIABLE, 'L', false ),
	);
}

function currency(): array {
	return array(
		'currency_code'               => 'USD',
		'currency_symbol'             => '$',
		'currency_minor_unit'         => 2,
		'currency_decimal_separator'  => '.',
		'currency_thousand_separator' => ',',
		'currency_prefix'             => '$',
		'currency_suffix'             => '',
	);
}

/** The variations of the variable product: [ id => size ]. */
function variations(): array {
	$out = array();
	foreach ( products() as $id => $product ) {
		if ( VARIABLE === $product[2] ) {
			$out[ $id ] = $product[3];
		}
	}
	return $out;
}

/** The documented product shape (the fields a storefront reads). */
function product_response( int $id ): ?array {
	$variable = VARIABLE === $id;
	if ( ! $variable && ( ! isset( products()[ $id ] ) || products()[ $id ][2] ) ) {
		return null;
	}
	$sizes  = variations();
	$first  = products()[ $variable ? array_key_first( $sizes ) : $id ];
	$prices = array_map( static fn( int $v ): int => products()[ $v ][1], array_keys( $sizes ) );
	return array(
		'id'                => $id,
		'name'              => $first[0],
		'slug'              => sanitize_title( $first[0] ),
		'parent'            => 0,
		'type'              => $variable ? 'variable' : 'simple',
		'permalink'         => home_url( '/widgets/add-to-cart/' ),
		'prices'            => array(
			'price'         => (string) ( $variable ? min( $prices ) : $first[1] ),
			'regular_price' => (string) ( $variable ? min( $prices ) : $first[1] ),
			'sale_price'    => (string) ( $variable ? min( $prices ) : $first[1] ),
			'price_range'   => $variable ? array( 'min_amount' => (string) min( $prices ), 'max_amount' => (string) max( $prices ) ) : null,
		) + currency(),
		'attributes'        => $variable ? array(
			array(
				'id'             => 0,
				'name'           => 'Size',
				'taxonomy'       => null,
				'has_variations' => true,
				'terms'          => array_map( static fn( string $s ): array => array( 'id' => 0, 'name' => $s, 'slug' => strtolower( $s ) ), array_values( $sizes ) ),
			),
		) : array(),
		'variations'        => $variable ? array_map(
			static fn( int $v, string $s ): array => array( 'id' => $v, 'attributes' => array( array( 'name' => 'Size', 'value' => strtolower( $s ) ) ) ),
			array_keys( $sizes ),
			array_values( $sizes )
		) : array(),
		'has_options'       => $variable,
		'is_purchasable'    => true,
		'is_in_stock'       => true,
		'sold_individually' => false,
		'add_to_cart'       => array( 'text' => $variable ? 'Select options' : 'Add to cart', 'minimum' => 1, 'maximum' => 99, 'multiple_of' => 1 ),
	);
}
