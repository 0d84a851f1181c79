/**
 * The consent dialogs' state: which one shows (the settings modal or the CCPA confirmation) and the
 * modal's toggles. The first layer (bar, popup, widget) is server-rendered markup the head gate
 * drives; it opens these on demand and hides itself on any decision.
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import type { ConsentUi, DialogKind, GateApi } from '../core/gate-api';
import type { Action } from '../core/types';
import { CcpaDialog } from './CcpaDialog';
import { SettingsModal } from './SettingsModal';

export type AppHandle = ConsentUi;

export function App( { gate, onReady }: { gate: GateApi; onReady: ( handle: AppHandle ) => void } ) {
	const [ open, setOpen ] = useState< DialogKind | null >( null );
	const [ selection, setSelection ] = useState( () => gate.state().categories );
	const onClosed = useRef< () => void >( () => {} );

	useEffect( () => {
		onReady( {
			open: ( kind, onClose ) => {
				onClosed.current = onClose;
				setSelection( gate.state().categories );
				setOpen( kind );
			},
		} );
		// Once: the handle stays valid for the page's life.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	const decide = useCallback(
		( action: Action ) => {
			setOpen( null );
			gate.commit( action );
		},
		[ gate ]
	);
	const close = () => {
		setOpen( null );
		onClosed.current();
	};

	return (
		<>
			<SettingsModal
				gate={ gate }
				open={ open === 'settings' }
				selection={ selection }
				onSelect={ setSelection }
				onDecide={ decide }
				onClose={ close }
			/>
			<CcpaDialog
				gate={ gate }
				open={ open === 'ccpa' }
				onConfirm={ () => decide( { type: 'ccpaOptOut' } ) }
				onClose={ close }
			/>
		</>
	);
}
