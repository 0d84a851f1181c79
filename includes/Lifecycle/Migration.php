<?php
/**
 * One step of the stored data's schema. Each lives in Migrations/ as `M<4-digit version><Name>.php`,
 * runs once, in version order, and throws when it cannot finish: the runner then stops and keeps the
 * previous version stored, so the step is tried again later.
 *
 * @package Vitrine
 */

namespace Vitrine\Lifecycle;

defined( 'ABSPATH' ) || exit;

interface Migration {
	/** The schema version this step brings the site to (1, 2, 3 …); unique. */
	public function version(): int;

	/** What the step does, for the admin page and failure notices. */
	public function description(): string;

	/** Does the work. Must be safe to run again after a failure half-way. @throws \Throwable */
	public function up(): void;
}
