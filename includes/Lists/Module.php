<?php
/**
 * The admin lists (consent records, form entries, subscribers, affiliate clicks): their REST routes
 * and the raw CSV answer of the export route. Each screen prints its own mount point and enqueues
 * the list app (src/lists/app.entry.tsx) through Lists\Screen.
 *
 * @package Vitrine
 */

namespace Vitrine\Lists;

use Vitrine\Rest;

defined( 'ABSPATH' ) || exit;

final class Module implements \Vitrine\Module {
	public function register(): void {
		Rest\Routes::add( Rest\Lists\ListRoute::class, Rest\Lists\ExportRoute::class, Rest\Lists\DeleteRoute::class );
		add_filter( 'rest_pre_serve_request', array( Rest\Lists\ExportRoute::class, 'serve' ), 10, 2 );
	}
}
