/**
 * The affiliate links script, loaded (deferred) only on pages that show affiliate output. It reads
 * the page settings, decides the visitor's country, rewrites marked links to the visitor's store,
 * and on each click sends the click beacon and the analytics event. Nothing here delays navigation.
 */
import { sameOriginUrl, readSettingsScript } from '@vitrine/shared';
import { label, createAnalytics, type AnalyticsWindow } from './analytics';
import { guessCountry, readCountry, writeCountry } from './country';
import { DEBUG_PARAM, geotarget, type GeoSettings } from './geotarget';
import { productData } from './link-type';
import { clickFields, createTracker, type ClickData } from './track';
import { watchImpressions } from './impressions';
import './links.scss';

const settings = readSettingsScript( 'vitrine-affiliate-settings' ) ?? {};
const click = settings.click as ClickData | undefined;
const geo = settings.geo as ( GeoSettings & { source?: string; countryUrl?: string } ) | undefined;
const country = () => readCountry( document.cookie );

function rewrite(): void {
	if ( geo && typeof geo.countries === 'object' && typeof geo.trackingIds === 'object' ) {
		geotarget( document, geo, country(), new URLSearchParams( location.search ).has( DEBUG_PARAM ) );
	}
}

if ( geo && ! country() ) {
	const countryUrl = sameOriginUrl( geo.countryUrl );
	if ( geo.source === 'header' && countryUrl ) {
		fetch( countryUrl, { credentials: 'omit' } )
			.then( ( response ) => ( response.ok ? response.json() : null ) )
			.then( ( answer ) => {
				if ( answer && /^[a-z]{2}$/.test( answer.country ) ) {
					writeCountry( document, answer.country );
					rewrite();
				}
			} )
			.catch( () => {} );
	} else {
		const guess = guessCountry( Intl.DateTimeFormat().resolvedOptions().timeZone ?? '', navigator.language ?? '' );
		if ( guess ) {
			writeCountry( document, guess );
		}
	}
}
rewrite();

const track = click ? createTracker( click ) : null;
if ( click ) {
	// Impressions only where clicks are counted: CTR needs both (docs/insights.md).
	watchImpressions( document, `${ click.source_type }-${ click.source_id }` );
}
const analytics = createAnalytics( window as unknown as AnalyticsWindow, document );

function onClick( event: MouseEvent ): void {
	// Primary clicks (mouse, keyboard, ctrl/cmd-click) arrive as "click", middle clicks only as
	// "auxclick": each is counted once; right clicks (context menu) are not clicks.
	if ( event.button !== ( event.type === 'click' ? 0 : 1 ) ) {
		return;
	}
	const link = ( event.target as Element | null )?.closest?.( 'a[href]' );
	const product = link && productData( link );
	if ( ! link || ! product ) {
		return;
	}
	const fields = track && click ? clickFields( link, click, country() ) : null;
	if ( fields ) {
		track!( fields );
	}
	const text = label( settings.analytics, product.asin, product.title );
	if ( text && ! link.closest( '[data-vitrine-prevent-click-tracking]' ) ) {
		analytics( text );
	}
}

document.addEventListener( 'click', onClick, true );
document.addEventListener( 'auxclick', onClick, true );
