/**
 * The DOM events that connect URL action links to popups and to the off-canvas widget, so neither
 * chunk has to load the other. Both are dispatched on `document`.
 */

/**
 * Asks popups to open, close or toggle; a popup acts when `id` is its id (or, without an id, when
 * `source` is inside it; a close without id from outside any popup closes every open popup).
 */
export const POPUP_EVENT = 'vitrine:popup';

export interface PopupRequest {
	action: 'open' | 'close' | 'toggle';
	id?: string;
	doNotShowAgain?: boolean;
	/** The link that asked, which gets focus back when the popup closes. */
	source?: HTMLElement | null;
}

/** Asks the off-canvas widget `id` to open, close or toggle; handled by the off-canvas widget. */
export const OFF_CANVAS_EVENT = 'vitrine:off-canvas';

export interface OffCanvasRequest {
	action: 'open' | 'close' | 'toggle';
	id: string;
}
