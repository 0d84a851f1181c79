/**
 * What a consent record says, in the words of the bar and its settings rather than the codes the
 * record stores (docs/consent.md, "Records"): the decision, the law, the categories by their names.
 */
import { __ } from '@wordpress/i18n';
import type { ConsentRecordRow } from '../core/csv';

/** The decision a record's action code stands for; an unknown code is shown as it is. */
export function actionWords( action: string ): string {
	const words: Record< string, string > = {
		accept: __( 'Saved their choices', 'vitrine' ),
		acceptAll: __( 'Accepted all', 'vitrine' ),
		reject: __( 'Rejected all', 'vitrine' ),
		scroll: __( 'Accepted by scrolling', 'vitrine' ),
		showOnce: __( 'Accepted by seeing the notice', 'vitrine' ),
		ccpaOptOut: __( 'Opted out of sale and sharing', 'vitrine' ),
		allowCategory: __( 'Allowed one category', 'vitrine' ),
	};
	return words[ action ] ?? action;
}

/** The law a record was made under, with the opt-out when the visitor made one. */
export function lawWords( record: Pick< ConsentRecordRow, 'law' | 'ccpa_optout' > ): string {
	const words: Record< string, string > = {
		gdpr: __( 'GDPR (opt-in)', 'vitrine' ),
		ccpa: __( 'CCPA (opt-out)', 'vitrine' ),
		both: __( 'GDPR and CCPA', 'vitrine' ),
	};
	const law = words[ record.law ] ?? record.law;
	return record.ccpa_optout ? `${ law }, ${ __( 'opted out', 'vitrine' ) }` : law;
}

/** The allowed categories by the names the owner gave them (a removed category by its slug). */
export function allowedNames( categories: Record< string, boolean >, names: Map< string, string > ): string {
	return Object.keys( categories )
		.filter( ( slug ) => categories[ slug ] )
		.map( ( slug ) => names.get( slug ) ?? slug )
		.join( ', ' );
}

/** A record's time in the admin's own locale and time zone (stored in UTC). */
export function localTime( iso: string, locale?: string ): string {
	const date = new Date( iso );
	return Number.isNaN( date.getTime() )
		? iso
		: date.toLocaleString( locale, { dateStyle: 'medium', timeStyle: 'short' } );
}
