/** The CCPA confirmation: opting out of the sale or sharing of personal information. */
import { useRef } from '@wordpress/element';
import type { GateApi } from '../core/gate-api';
import { ModalLayer } from './ModalLayer';
import { useTrap } from './useTrap';

interface Props {
	gate: GateApi;
	open: boolean;
	onConfirm: () => void;
	onClose: () => void;
}

export function CcpaDialog( { gate, open, onConfirm, onClose }: Props ) {
	const t = gate.settings.texts;
	const ref = useRef< HTMLDivElement >( null );
	useTrap( ref, open, onClose );
	if ( ! open ) {
		return null;
	}
	return (
		<ModalLayer
			label={ t.ccpa_title }
			dialogRef={ ref }
			className="vitrine-consent-modal is-ccpa"
			role="alertdialog"
			labelledBy="vitrine-consent-ccpa-title"
			describedBy="vitrine-consent-ccpa-text"
		>
			<h2 id="vitrine-consent-ccpa-title">{ t.ccpa_title }</h2>
			<p id="vitrine-consent-ccpa-text">{ t.ccpa_text }</p>
			<div className="vitrine-consent-actions">
				<button type="button" className="vitrine-consent-button is-secondary" onClick={ onClose }>
					{ t.ccpa_cancel }
				</button>
				<button type="button" className="vitrine-consent-button" onClick={ onConfirm }>
					{ t.ccpa_confirm }
				</button>
			</div>
		</ModalLayer>
	);
}
