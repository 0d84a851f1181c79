/**
 * How an admin list counts (docs/architecture.md, "Admin lists"). Pure, so the unit tests
 * read what an owner sees.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * The list's one count (DataViews' own "N Items" in its footer is hidden, list.scss): the rows that
 * match, and how many are chosen for a bulk action.
 */
export function countText( total: number, selected: number ): string {
	const rows = sprintf(
		/* translators: %d: number of rows */
		_n( '%d row', '%d rows', total, 'vitrine' ),
		total
	);
	return selected
		? sprintf(
				/* translators: 1: "3 rows", 2: number of rows chosen */
				__( '%1$s, %2$d selected', 'vitrine' ),
				rows,
				selected
			)
		: rows;
}

/** Below this width (WordPress's own admin breakpoint for phones) a list opens with fewer columns. */
export const PHONE_WIDTH = 782;

/**
 * The view a list opens with on a screen `width` px wide: on a phone, its title (with its picture and
 * description) and only the columns its definition names for phones, so the table fits the screen
 * without scrolling sideways. The other columns stay one choice away in the view options.
 */
export function viewForWidth< V extends { type: string; fields?: string[] } >(
	view: V,
	phoneFields: string[],
	width: number
): V {
	return width > 0 && width < PHONE_WIDTH ? { ...view, fields: phoneFields } : view;
}
