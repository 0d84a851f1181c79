/**
 * The contract between the inline head gate and the consent dialogs it loads on demand. The public part,
 * `window.vitrine.consent`, is what other features use; `window.vitrine.consentGate` is internal.
 */
import type { Action, ConsentSettings, ConsentState } from './types';

export interface ConsentApi {
	allows: ( category: string ) => boolean;
	decided: () => boolean;
}

/** The dialogs the React UI draws on demand; the first layer itself is server-rendered markup. */
export type DialogKind = 'settings' | 'ccpa';

export interface ConsentUi {
	/** Opens a dialog; `onClose` runs when it closes without a decision (Escape, close, cancel). */
	open: ( kind: DialogKind, onClose: () => void ) => void;
}

export interface GateApi {
	settings: ConsentSettings;
	gpc: boolean;
	state: () => ConsentState;
	allows: ( category: string ) => boolean;
	/** Applies a decision: cookies, Consent Mode, events, activation, proof of consent, reload. */
	commit: ( action: Action ) => ConsentState;
	subscribe: ( listener: ( state: ConsentState ) => void ) => () => void;
	/** Called by the React UI script (the dialogs) once it has loaded. */
	ready: ( ui: ConsentUi ) => void;
}

export const CHANGE_EVENT = 'vitrine:consent-change';
export const CHANGE_ACTION = 'vitrine.consent.change';

type ConsentWindow = Window & { vitrine?: Record< string, unknown > };

export function gateOf( win: Window = window ): GateApi | undefined {
	return ( win as ConsentWindow ).vitrine?.consentGate as GateApi | undefined;
}

/** The public consent API when the consent feature is active on the page. */
export function consentApi( win: Window = window ): ConsentApi | undefined {
	return ( win as ConsentWindow ).vitrine?.consent as ConsentApi | undefined;
}
