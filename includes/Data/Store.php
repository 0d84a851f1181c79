<?php
/**
 * A place where Vitrine keeps data about visitors (consent records, clicks, form entries,
 * subscribers). Every such place implements this and is listed through the `vitrine_data_stores`
 * filter, so installation, upgrades, uninstall, the privacy exporters and erasers and the retention
 * clean-up treat all of them the same way without a central list to edit.
 *
 * @package Vitrine
 */

namespace Vitrine\Data;

defined( 'ABSPATH' ) || exit;

interface Store {
	/** A stable slug, e.g. `consent_records`; used in option names and exporter ids. */
	public function id(): string;

	/** A translated name shown to site owners (privacy tools, retention settings). */
	public function label(): string;

	/** Creates or upgrades the store's tables with dbDelta. Safe to run any number of times. */
	public function install(): void;

	/** Removes the store's tables and options. Called only when the owner opted in to delete data. */
	public function uninstall(): void;

	/**
	 * Personal data tied to an email address, in the shape of a WordPress personal data exporter.
	 *
	 * @return array{data: array<int, array{group_id: string, group_label: string, item_id: string, data: array<int, array{name: string, value: string}>}>, done: bool}
	 */
	public function export_personal_data( string $email, int $page ): array;

	/**
	 * Erases personal data tied to an email address, in the shape of a WordPress personal data eraser.
	 *
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public function erase_personal_data( string $email, int $page ): array;

	/** Deletes rows older than the given number of days (0 keeps everything). @return int Rows deleted. */
	public function purge( int $older_than_days ): int;
}
