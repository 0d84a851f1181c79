<?php
/**
 * Demo of the cookie declaration on /cookie-declaration/: the Cookie Declaration block, which lists
 * Vitrine's own cookies, what other plugins register through the WP Consent API and the owner's
 * entries (Vitrine → Cookie consent → Cookie declaration, where the scan proposes more).
 */

defined( 'ABSPATH' ) || exit;

$vitrine_declaration_page = '<!-- wp:paragraph -->
<p>These are the cookies and storage keys this site uses, by category. You can change your choices at any time.</p>
<!-- /wp:paragraph -->

<!-- wp:vitrine/cookie-declaration /-->

<!-- wp:vitrine/consent-manage {"label":"Change my cookie choices"} /-->';

vitrine_seed_page( 'cookie-declaration', 'Cookie declaration', $vitrine_declaration_page );
