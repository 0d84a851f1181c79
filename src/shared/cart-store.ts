/**
 * The one shared cart state of a page: the theme's cart dropdown, the mini cart and the shop widgets
 * are built as separate bundles, so they share the visitor's cart through a document event and one
 * window property instead of a module. Whoever receives a cart from WooCommerce's Store API publishes
 * it (the raw documented shape); every listener reads the parts it needs.
 *
 * Contract: `document` receives `new CustomEvent( 'vitrine:cart', { detail: { cart } } )`, and
 * `window.vitrineCart` holds the latest `{ cart }`.
 */
export const CART_EVENT = 'vitrine:cart';

interface CartDetail {
	cart: unknown;
}

declare global {
	interface Window {
		vitrineCart?: CartDetail;
	}
}

/** Shares a Store API cart answer with every listener on the page. */
export function publishCart( cart: unknown ): void {
	window.vitrineCart = { cart };
	document.dispatchEvent( new CustomEvent< CartDetail >( CART_EVENT, { detail: { cart } } ) );
}

/** The latest cart published on this page, if any. */
export function latestCart(): unknown {
	return window.vitrineCart?.cart;
}

/** Calls `listener` with every cart published from now on; returns the unsubscribe function. */
export function onCart( listener: ( cart: unknown ) => void ): () => void {
	const handle = ( event: Event ) => listener( ( event as CustomEvent< CartDetail > ).detail?.cart );
	document.addEventListener( CART_EVENT, handle );
	return () => document.removeEventListener( CART_EVENT, handle );
}
