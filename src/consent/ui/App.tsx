/**
 * The consent UI's state: which layer shows (bar, settings modal, CCPA confirmation, re-open tab),
 * the toggles of the modal, and the automatic closes the owner may enable (scroll, show once).
 */
import { useCallback, useEffect, useReducer, useRef, useState } from '@wordpress/element';
import type { GateApi } from '../core/gate-api';
import type { Action } from '../core/types';
import { hidden, scrollCloses, uiReducer } from '../core/ui-state';
import { Bar } from './Bar';
import { CcpaDialog } from './CcpaDialog';
import { SettingsModal } from './SettingsModal';

export interface AppHandle {
	open: ( opener?: HTMLElement | null ) => void;
}

export function App( { gate, onReady }: { gate: GateApi; onReady: ( handle: AppHandle ) => void } ) {
	const s = gate.settings;
	const [ ui, dispatch ] = useReducer( uiReducer, hidden );
	const [ selection, setSelection ] = useState( () => gate.state().categories );
	const opener = useRef< HTMLElement | null >( null );

	const showTab = useCallback(
		( show: boolean ) => {
			const tab = document.getElementById( s.showagain_div_id );
			if ( tab ) {
				tab.hidden = ! show;
			}
		},
		[ s.showagain_div_id ]
	);

	useEffect( () => {
		onReady( {
			open: ( from ) => {
				opener.current = from ?? null;
				setSelection( gate.state().categories );
				showTab( false );
				dispatch( { type: 'open' } );
			},
		} );
		// Once: the handle stays valid for the page's life.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	const decide = useCallback(
		( action: Action ) => {
			gate.commit( action );
			dispatch( { type: 'decided', showTab: s.showagain_tab } );
			showTab( s.showagain_tab );
			const back = opener.current;
			if ( back?.isConnected ) {
				back.focus();
			}
		},
		[ gate, s.showagain_tab, showTab ]
	);

	// A decision made elsewhere (an embed placeholder's accept button) closes the bar too.
	useEffect(
		() =>
			gate.subscribe( () => {
				if ( ui.bar ) {
					dispatch( { type: 'decided', showTab: s.showagain_tab } );
					showTab( s.showagain_tab );
				}
			} ),
		[ gate, ui.bar, s.showagain_tab, showTab ]
	);

	useEffect( () => {
		if ( ! ui.bar || ! s.scroll_close || gate.state().decided ) {
			return;
		}
		const onScroll = () => {
			if ( scrollCloses( s.scroll_close, gate.state().decided, window.scrollY ) ) {
				decide( { type: 'scroll' } );
			}
		};
		window.addEventListener( 'scroll', onScroll, { passive: true } );
		return () => window.removeEventListener( 'scroll', onScroll );
	}, [ ui.bar, s.scroll_close, gate, decide ] );

	useEffect( () => {
		if ( ! ui.bar || ! s.show_once_yn || gate.state().decided ) {
			return;
		}
		const timer = setTimeout( () => decide( { type: 'showOnce' } ), Math.max( 0, s.show_once ) );
		return () => clearTimeout( timer );
	}, [ ui.bar, s.show_once_yn, s.show_once, gate, decide ] );

	const closeBar = () => {
		// Escape on the popup: closes it for this page view without deciding anything.
		dispatch( { type: 'decided', showTab: s.showagain_tab } );
		showTab( s.showagain_tab );
	};

	return (
		<>
			<Bar
				gate={ gate }
				shown={ ui.bar }
				dialogOpen={ ui.modal || ui.ccpa }
				focusOnShow={ !! opener.current }
				onDecide={ decide }
				onSettings={ () => dispatch( { type: 'settings' } ) }
				onCcpa={ () => dispatch( { type: 'ccpa' } ) }
				onClose={ closeBar }
			/>
			<SettingsModal
				gate={ gate }
				open={ ui.modal }
				selection={ selection }
				onSelect={ setSelection }
				onDecide={ decide }
				onClose={ () => dispatch( { type: 'closeSettings' } ) }
			/>
			<CcpaDialog
				gate={ gate }
				open={ ui.ccpa }
				onConfirm={ () => decide( { type: 'ccpaOptOut' } ) }
				onClose={ () => dispatch( { type: 'closeCcpa' } ) }
			/>
		</>
	);
}
