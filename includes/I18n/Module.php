<?php
/**
 * Translations beyond what WordPress does by itself: the strings of lazily loaded chunks.
 *
 * @package Vitrine
 */

namespace Vitrine\I18n;

use Vitrine\Plugin;

defined( 'ABSPATH' ) || exit;

final class Module implements \Vitrine\Module {
	public function __construct( private Plugin $plugin ) {}

	public function register(): void {
		$chunks = new ChunkTranslations( $this->plugin->path( 'build/chunks' ) );
		add_filter( 'pre_load_script_translations', array( $chunks, 'for_runtime' ), 10, 4 );
	}
}
