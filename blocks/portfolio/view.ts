/**
 * Portfolio: filters the server-rendered items in place (no reload), marks the active filter with
 * aria-current, announces how many items show, and pushes a history entry carrying the same
 * e-filter parameter the server reads; Back and Forward re-apply it.
 */
import type { Handler } from '@vitrine/runtime';
import { filterFromUrl, matches, urlWithFilter } from './filter';
import { register } from '@vitrine/runtime';

const portfolio: Handler = ( { element, settings, signal } ) => {
	const param =
		typeof settings.param === 'string' && /^e-filter-[a-z0-9-]+$/.test( settings.param ) ? settings.param : '';
	if ( ! param ) {
		return;
	}
	const shown = typeof settings.shown === 'string' ? settings.shown : '%d items shown.';
	const filters = Array.from( element.querySelectorAll< HTMLAnchorElement >( '.vitrine-portfolio__filter' ) );
	const items = Array.from( element.querySelectorAll< HTMLElement >( '.vitrine-portfolio__item' ) );
	const status = element.querySelector< HTMLElement >( '.vitrine-portfolio__status' );

	const apply = ( active: string, announce: boolean ) => {
		let count = 0;
		for ( const item of items ) {
			const show = matches( item.dataset.terms ?? '', active );
			item.hidden = ! show;
			count += show ? 1 : 0;
		}
		filters.forEach( ( f ) => f.setAttribute( 'aria-current', String( ( f.dataset.term ?? '' ) === active ) ) );
		if ( announce && status ) {
			status.textContent = shown.replace( '%d', String( count ) );
		}
	};
	const onClick = ( event: MouseEvent ) => {
		const filter = ( event.target as Element | null )?.closest< HTMLAnchorElement >( '.vitrine-portfolio__filter' );
		if ( ! filter || event.metaKey || event.ctrlKey || event.shiftKey ) {
			return; // Modified clicks open the filtered page elsewhere, as links do.
		}
		event.preventDefault();
		const active = filter.dataset.term ?? '';
		apply( active, true );
		window.history.pushState( null, '', urlWithFilter( window.location.href, param, active ) );
	};
	const onPop = () => apply( filterFromUrl( window.location.href, param ), true );

	element.addEventListener( 'click', onClick, { signal } );
	window.addEventListener( 'popstate', onPop, { signal } );
};

export default portfolio;

register( 'portfolio', portfolio );
