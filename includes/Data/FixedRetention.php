<?php
/**
 * A data store whose rows live a fixed, short time whatever the owner's retention setting (rate
 * limit windows). The Demo and data screen shows its text instead of a number of days to keep
 * (docs/lifecycle.md, "Retention"), so no field there promises what the clean-up does not do.
 *
 * @package Vitrine
 */

namespace Vitrine\Data;

defined( 'ABSPATH' ) || exit;

interface FixedRetention {
	/** A translated sentence saying how long a row lives, e.g. "Until its window ends (minutes)". */
	public function retention_text(): string;
}
