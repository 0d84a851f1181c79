<?php
/**
 * One admin list (consent records, form entries, subscribers, affiliate clicks) as the lists REST
 * routes serve it to its @wordpress/dataviews app: who may read and delete it, which fields sort,
 * which filters apply, how a row reads and how the rows become CSV (docs/architecture.md, "Admin lists").
 *
 * @package Vitrine
 */

namespace Vitrine\Lists;

defined( 'ABSPATH' ) || exit;

interface Source {
	/** The list's id in the route, e.g. 'form-entries'. */
	public function id(): string;

	/** The capability that reads and exports the list: the same as its admin screen's. */
	public function capability(): string;

	/** The capability that deletes rows. */
	public function delete_capability(): string;

	/** The database table. */
	public function table(): string;

	/**
	 * The fields the list sorts by, each with its SQL column; the first is the default (newest first).
	 *
	 * @return array<string, string>
	 */
	public function sortable(): array;

	/**
	 * The filter arguments (Schema::FILTERS) the list understands.
	 *
	 * @return string[]
	 */
	public function filters(): array;

	/**
	 * The WHERE conditions, already prepared, for the search and filters of a request.
	 *
	 * @param array<string, mixed> $args The request's validated arguments.
	 * @return string[]
	 */
	public function where( array $args ): array;

	/**
	 * A database row as the list shows it: the raw values it sorts and filters by, and words.
	 *
	 * @param array<string, mixed> $row
	 * @return array<string, mixed>
	 */
	public function item( array $row ): array;

	/**
	 * The CSV text (without BOM) of database rows, every cell through Vitrine\Forms\Csv.
	 *
	 * @param array<int, array<string, mixed>> $rows
	 */
	public function csv( array $rows ): string;

	/** The file name of the export, without date or extension. */
	public function file_name(): string;

	/**
	 * Deletes rows by id; how many went.
	 *
	 * @param int[] $ids
	 */
	public function delete( array $ids ): int;
}
