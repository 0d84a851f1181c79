/** What an admin list app is made of: the server's config and the list's fields (docs/architecture.md). */
import type { Action, Field, View } from '@wordpress/dataviews';
import type { FilterParams } from './query';

/** Printed by Vitrine\Lists\Screen on the mount point. */
export interface ListConfig {
	list: string;
	canDelete: boolean;
	forms?: string[];
	lists?: string[];
	countries?: string[];
	/** The merchants the products carry (the products list's filter). */
	merchants?: string[];
	/** Consent category slug → the name the owner gave it (the records list). */
	categoryNames?: Record< string, string >;
}

export interface ListItem {
	id: number;
}

export interface ListDefinition< Item extends ListItem > {
	fields: Field< Item >[];
	view: View;
	/** The columns a phone opens the list with, beside its title (src/lists/view.ts, viewForWidth). */
	phoneFields: string[];
	params: FilterParams;
	searchLabel: string;
	/** What the empty list says: what to do for rows to come. */
	empty: string;
	/** A row's name in the delete confirmation. */
	itemName: ( item: Item ) => string;
	/**
	 * The kinds of Delete the list has (all through DELETE vitrine/v1/lists/{list}, the server decides
	 * what it means for a row); default: one Delete for good (ListApp's deleteForGood).
	 */
	deletes?: DeleteKind< Item >[];
	/** Actions beyond Delete (Edit, Restore). */
	actions?: Action< Item >[];
}

/** One Delete action: its label, which rows it is for, and its words. */
export interface DeleteKind< Item > {
	id: string;
	label: string;
	/** The confirmation's title. */
	header: string;
	isEligible?: ( item: Item ) => boolean;
	/** The question of the confirmation, for one row or several. */
	question: ( items: Item[] ) => string;
	/** The notice after it was done. */
	done: ( count: number ) => string;
}
