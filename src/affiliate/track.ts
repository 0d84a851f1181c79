/**
 * Click tracking: for a click on an affiliate link, the multipart fields of the click event, sent
 * with navigator.sendBeacon to {home}/wp-json/vitrine/v1/click/{counter} (counter from 1, one more
 * per click). The beacon never delays navigation and its answer is never read.
 */
import { linkType, productData } from './link-type';

/** The page's click-tracking data, printed by the server. */
export interface ClickData {
	source_type: string;
	source_id: number | string;
	referer_url: string;
	home_url: string;
	country?: boolean;
}

/**
 * The click event's fields, or null when none must be sent: not a product link, or the page wants
 * a country and the country cookie is missing.
 */
export function clickFields( link: Element, data: ClickData, country: string | null ): Record< string, string > | null {
	const product = productData( link );
	if ( ! product || ! /^\d+$/.test( product.productId ) ) {
		return null;
	}
	if ( data.country && ! country ) {
		return null;
	}
	return {
		sourceType: String( data.source_type ),
		sourceId: String( data.source_id ),
		isWidget: link.closest( '.widget' ) ? '1' : '0',
		refererUrl: String( data.referer_url ),
		productId: product.productId,
		trackingId: product.trackingId,
		linkType: linkType( link ),
		country: data.country && country ? country : '',
	};
}

export type Send = ( url: string, body: FormData ) => void;

/** The default sender: sendBeacon, or a keepalive fetch where beacons are missing or refused. */
export function beacon( url: string, body: FormData ): void {
	if ( typeof navigator.sendBeacon === 'function' && navigator.sendBeacon( url, body ) ) {
		return;
	}
	fetch( url, { method: 'POST', body, keepalive: true, credentials: 'omit' } ).catch( () => {} );
}

/** A tracker bound to the page data: each call sends one click with the next counter. */
export function createTracker( data: ClickData, send: Send = beacon ): ( fields: Record< string, string > ) => number {
	let counter = 0;
	const base = String( data.home_url ).replace( /\/+$/, '' );
	return ( fields ) => {
		counter++;
		const body = new FormData();
		Object.entries( fields ).forEach( ( [ name, value ] ) => body.append( name, value ) );
		send( `${ base }/wp-json/vitrine/v1/click/${ counter }`, body );
		return counter;
	};
}
