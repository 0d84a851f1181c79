<?php
/**
 * The trusted-proxy setting on Settings → General (option `vitrine_security`): behind a load
 * balancer or a CDN every request arrives from the proxy's address, so rate limits would put all
 * visitors in one bucket. The owner names the proxy's addresses and the header it sets; the
 * forwarded address is used only for requests that come from those addresses (ClientAddress).
 *
 * @package Vitrine
 */

namespace Vitrine\Security;

defined( 'ABSPATH' ) || exit;

final class ProxySetting {
	public static function register(): void {
		register_setting(
			'general',
			ClientAddress::OPTION,
			array(
				'type'              => 'object',
				'sanitize_callback' => array( ClientAddress::class, 'sanitize' ),
				'default'           => array(
					'proxy_header'    => '',
					'trusted_proxies' => array(),
				),
				'show_in_rest'      => false,
			)
		);
		add_settings_section( 'vitrine_security', __( 'Visitor addresses (Vitrine)', 'vitrine' ), array( self::class, 'intro' ), 'general' );
		add_settings_field( 'vitrine_proxy_header', __( 'Proxy header', 'vitrine' ), array( self::class, 'header_field' ), 'general', 'vitrine_security', array( 'label_for' => 'vitrine-proxy-header' ) );
		add_settings_field( 'vitrine_trusted_proxies', __( 'Trusted proxies', 'vitrine' ), array( self::class, 'proxies_field' ), 'general', 'vitrine_security', array( 'label_for' => 'vitrine-trusted-proxies' ) );
	}

	public static function intro(): void {
		echo '<p>' . esc_html__( 'Rate limits on clicks, consent records and forms count per visitor address. If this site runs behind a proxy, load balancer or CDN, name it here; otherwise leave both empty (a forwarded address from anyone else is never believed).', 'vitrine' ) . '</p>';
	}

	public static function header_field(): void {
		$current = ClientAddress::settings()['proxy_header'];
		printf( '<select id="vitrine-proxy-header" name="%s[proxy_header]">', esc_attr( ClientAddress::OPTION ) );
		printf( '<option value=""%s>%s</option>', selected( $current, '', false ), esc_html__( 'None: use the connection’s address', 'vitrine' ) );
		foreach ( ClientAddress::HEADERS as $header ) {
			printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $header ), selected( $current, $header, false ), esc_html( ucwords( $header, '-' ) ) );
		}
		echo '</select>';
	}

	public static function proxies_field(): void {
		printf(
			'<textarea id="vitrine-trusted-proxies" name="%1$s[trusted_proxies]" rows="3" cols="40" class="code" aria-describedby="vitrine-trusted-proxies-help">%2$s</textarea><p class="description" id="vitrine-trusted-proxies-help">%3$s</p>',
			esc_attr( ClientAddress::OPTION ),
			esc_textarea( implode( "\n", ClientAddress::settings()['trusted_proxies'] ) ),
			esc_html__( 'The proxy’s addresses or ranges, one per line, e.g. 10.0.0.0/8 or 2001:db8::/32. Anything that is not an address or range is dropped.', 'vitrine' )
		);
	}
}
