/**
 * Wires the header: the mobile sidebar (a modal panel below the wide-screen breakpoint), sub-menus,
 * the search overlay and the cart dropdown. Each part is optional in the markup.
 */
import { createPanel } from './panel';
import { initSubmenus } from './submenus';
import { initCart } from './cart';
import { currentDevice, onDeviceChange } from '@vitrine/shared';

/** The sidebar opens and closes in this many milliseconds (the 300 ms slide of docs/theme.md, Behaviour). */
export const MENU_DURATION = 300;

export function initHeader( doc: Document ): void {
	const header = doc.querySelector< HTMLElement >( '.vitrine-site-header' );
	if ( ! header ) {
		return;
	}
	const isWide = () => currentDevice() === 'desktop';
	const nav = header.querySelector< HTMLElement >( '.vitrine-nav' );
	const sidebar = doc.getElementById( 'vitrine-sidebar' );
	const menuToggle = header.querySelector< HTMLElement >( '.vitrine-menu-toggle' );
	if ( nav && sidebar && menuToggle ) {
		const closeSubmenus = initSubmenus( nav, isWide );
		const menu = createPanel( {
			toggle: menuToggle,
			panel: sidebar,
			modal: true,
			duration: MENU_DURATION,
			dialogLabel: menuToggle.textContent?.trim(),
		} );
		sidebar.querySelector( '.vitrine-sidebar-close' )?.addEventListener( 'click', menu.close );
		onDeviceChange( () => {
			menu.close();
			closeSubmenus();
		} );
	}

	const search = doc.getElementById( 'vitrine-search' );
	const searchToggle = header.querySelector< HTMLElement >( '.vitrine-search-toggle' );
	if ( search && searchToggle ) {
		const overlay = createPanel( {
			toggle: searchToggle,
			panel: search,
			modal: true,
			trapIn: search.querySelector< HTMLElement >( '.vitrine-search-inner' ),
			initialFocus: () => search.querySelector< HTMLElement >( 'input[type="search"]' ),
		} );
		search.querySelector( '.vitrine-search-close' )?.addEventListener( 'click', overlay.close );
	}

	const cart = header.querySelector< HTMLElement >( '.vitrine-cart' );
	if ( cart ) {
		initCart( cart );
	}
}
