/**
 * The cart dropdown: the page holds no cart (it is the same for every visitor and can be cached), so
 * the dropdown fetches the visitor's cart from the Store API each time it opens, and the item count
 * once on load when WooCommerce's items-in-cart cookie is set. Item names are set as text, never HTML.
 * It shares the page's cart state (src/shared/cart-store): carts it loads are published, and carts the
 * shop widgets publish (an item added, a quantity changed) update the count and the open dropdown.
 */
import { createPanel } from './panel';
import { onCart, publishCart, sameOriginUrl, summarizeCart, type CartSummary } from '@vitrine/shared';

export const ITEMS_COOKIE = 'woocommerce_items_in_cart';

export function hasCartCookie( cookie: string ): boolean {
	return cookie.split( ';' ).some( ( part ) => part.trim().startsWith( ITEMS_COOKIE + '=' ) );
}

export function initCart( root: HTMLElement ): void {
	const toggle = root.querySelector< HTMLElement >( '.vitrine-cart-toggle' );
	const panel = root.querySelector< HTMLElement >( '.vitrine-cart-panel' );
	const endpoint = sameOriginUrl( panel?.dataset.endpoint ); // docs/security.md
	if ( ! toggle || ! panel || ! endpoint ) {
		return;
	}
	const part = < T extends HTMLElement >( selector: string ) => panel.querySelector< T >( selector );
	const status = part( '.vitrine-cart-status' );
	const list = part( '.vitrine-cart-items' );
	const totalRow = part( '.vitrine-cart-total' );
	const count = toggle.querySelector< HTMLElement >( '.vitrine-cart-count' );
	let pending: Promise< CartSummary | null > | null = null;

	const load = () =>
		( pending ??= fetch( endpoint, { credentials: 'same-origin', headers: { Accept: 'application/json' } } )
			.then( ( response ) => ( response.ok ? response.json() : null ) )
			.then( ( data: unknown ) => {
				if ( data ) {
					publishCart( data );
				}
				return summarizeCart( data );
			} )
			.catch( () => null )
			.finally( () => ( pending = null ) ) );

	const showCount = ( cart: CartSummary ) => {
		if ( count ) {
			count.textContent = String( cart.count );
			count.hidden = cart.count === 0;
		}
	};

	const render = ( cart: CartSummary | null ) => {
		if ( ! status || ! list || ! totalRow ) {
			return;
		}
		list.replaceChildren();
		totalRow.hidden = ! cart || cart.lines.length === 0;
		if ( ! cart ) {
			status.textContent = panel.dataset.error ?? '';
			return;
		}
		showCount( cart );
		status.textContent = cart.lines.length ? '' : ( panel.dataset.empty ?? '' );
		for ( const line of cart.lines ) {
			const li = document.createElement( 'li' );
			li.className = 'vitrine-cart-item';
			const cells = [
				[ 'name', line.name ],
				[ 'quantity', ( panel.dataset.quantity ?? '%d' ).replace( '%d', String( line.quantity ) ) ],
				[ 'price', line.total ],
			];
			for ( const [ name, value ] of cells ) {
				const span = document.createElement( 'span' );
				span.className = `vitrine-cart-item-${ name }`;
				span.textContent = value ?? '';
				li.append( span );
			}
			list.append( li );
		}
		const strong = totalRow.querySelector( 'strong' );
		if ( strong ) {
			strong.textContent = cart.total;
		}
	};

	createPanel( {
		toggle,
		panel,
		onOpen: () => {
			panel.setAttribute( 'aria-busy', 'true' );
			load().then( ( cart ) => {
				render( cart );
				panel.removeAttribute( 'aria-busy' );
			} );
		},
	} );

	onCart( ( data ) => {
		const cart = summarizeCart( data );
		if ( cart ) {
			showCount( cart );
			if ( ! panel.hidden && ! pending ) {
				render( cart );
			}
		}
	} );

	if ( hasCartCookie( document.cookie ) ) {
		load().then( ( cart ) => cart && showCount( cart ) );
	}
}
