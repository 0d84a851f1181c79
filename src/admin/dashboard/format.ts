/** Words for the dashboard's values: pure functions, so they are tested without a browser. */
import { __, sprintf } from '@wordpress/i18n';

/** The consent law setting in words (includes/Consent/Options.php, `law`). */
export function lawName( law: string ): string {
	const names: Record< string, string > = {
		gdpr: __( 'GDPR (opt-in everywhere)', 'vitrine' ),
		ccpa: __( 'CCPA (opt-out)', 'vitrine' ),
		both: __( 'GDPR and CCPA', 'vitrine' ),
		region: __( 'By the visitor’s region', 'vitrine' ),
	};
	return names[ law ] ?? law;
}

/** A stored ISO time as the reader's local date and time; '' stays "never". */
export function when( iso: string, locale?: string ): string {
	if ( ! iso ) {
		return __( 'never', 'vitrine' );
	}
	const date = new Date( iso );
	if ( Number.isNaN( date.getTime() ) ) {
		return __( 'never', 'vitrine' );
	}
	return new Intl.DateTimeFormat( locale, { dateStyle: 'medium', timeStyle: 'short' } ).format( date );
}

/** "3 of 5 regions" for the consent bar. */
export function barRegions( shown: number, all: number ): string {
	if ( shown === 0 ) {
		return __( 'Off in every region', 'vitrine' );
	}
	if ( shown === all ) {
		return __( 'On in every region', 'vitrine' );
	}
	/* translators: 1: regions where the bar shows, 2: all regions */
	return sprintf( __( 'On in %1$d of %2$d regions', 'vitrine' ), shown, all );
}

/**
 * The points of a sparkline path in a width × height box, the highest value at the top; all zero
 * draws a flat line at the bottom.
 */
export function sparkPoints( values: number[], width: number, height: number ): string {
	if ( values.length === 0 ) {
		return '';
	}
	const max = Math.max( 1, ...values );
	const step = values.length > 1 ? width / ( values.length - 1 ) : 0;
	return values
		.map( ( value, i ) => `${ ( i * step ).toFixed( 1 ) },${ ( height - ( value / max ) * height ).toFixed( 1 ) }` )
		.join( ' ' );
}
