/**
 * A DataViews view as the lists REST route's query (docs/architecture.md, "Admin lists"): page,
 * per_page, search, orderby/order, and each filter under the argument its field names. Pure, so
 * the unit tests read what the server is asked.
 */
import type { View } from '@wordpress/dataviews';

/** A field id → the route's filter argument ('form_id' → 'form'); 'after'/'before' come from date operators. */
export type FilterParams = Record< string, string >;

export function listQuery( view: View, params: FilterParams ): URLSearchParams {
	const query = new URLSearchParams();
	query.set( 'page', String( view.page ?? 1 ) );
	query.set( 'per_page', String( view.perPage ?? 20 ) );
	if ( view.search ) {
		query.set( 'search', view.search );
	}
	if ( view.sort?.field ) {
		query.set( 'orderby', view.sort.field );
		query.set( 'order', view.sort.direction === 'asc' ? 'asc' : 'desc' );
	}
	for ( const filter of view.filters ?? [] ) {
		const param = params[ filter.field ];
		if ( ! param || filter.value === undefined || filter.value === '' ) {
			continue;
		}
		if ( filter.operator === 'after' || filter.operator === 'before' ) {
			// A date filter: the day as YYYY-MM-DD (the field's date, in the site's days).
			query.set( filter.operator, String( filter.value ).slice( 0, 10 ) );
			continue;
		}
		const values: unknown[] = Array.isArray( filter.value ) ? filter.value : [ filter.value ];
		values.forEach( ( value ) => query.append( `${ param }[]`, String( value ) ) );
	}
	return query;
}
