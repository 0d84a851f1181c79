<?php
/**
 * Cookie consent: the settings, the inline head gate, the server-rendered first layer and the
 * consent dialogs the gate loads on demand, server-side script blocking, the manage-consent
 * control and the proof-of-consent records.
 *
 * @package Vitrine
 */

namespace Vitrine\Consent;

use Vitrine\Plugin;
use Vitrine\Rest;

defined( 'ABSPATH' ) || exit;

final class Module implements \Vitrine\Module {
	public function __construct( private Plugin $plugin ) {}

	public function register(): void {
		Rest\Routes::add( Rest\Consent\DeclarationRoute::class, Rest\Consent\RecordRoute::class, Rest\Consent\RecordsRoute::class, Rest\Consent\RecordDeleteRoute::class, Rest\Consent\ScanReportRoute::class );
		add_action( 'init', array( Options::class, 'register' ) );
		add_filter( 'vitrine_default_options', static fn( $options ) => array_merge( (array) $options, array( Options::OPTION => Options::defaults() ) ) );
		( new Gate( $this->plugin ) )->register();
		( new FirstLayer( $this->plugin ) )->register();
		( new Blocker() )->register();
		( new Manage() )->register();
		( new Records() )->register();
		( new AdminPage() )->register();
		( new WpConsentApi() )->register();
		( new Declaration() )->register();
	}
}
