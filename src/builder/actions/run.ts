/**
 * Runs one parsed URL action: popup actions and off-canvas actions become DOM events (the popup
 * handler and the off-canvas widget listen), reload-page reloads. An unknown action, or one missing
 * its id, does nothing but warn in debug mode.
 */
import { OFF_CANVAS_EVENT, POPUP_EVENT, type OffCanvasRequest, type PopupRequest } from '../popup/events';
import { flag, isKnownAction, type ParsedAction } from './parse';

export function debugWarn( win: Window, message: string ): void {
	if ( ( win as Window & { vitrine?: { debug?: unknown } } ).vitrine?.debug ) {
		console.warn( `Vitrine: ${ message }` );
	}
}

/** Returns whether the action was run. */
export function runAction( action: ParsedAction, source: HTMLElement | null, win: Window ): boolean {
	const doc = win.document;
	const { name, params } = action;
	if ( ! isKnownAction( name ) ) {
		debugWarn( win, `unknown URL action "${ name }"` );
		return false;
	}
	const id = ( params.id ?? '' ).trim();
	switch ( name ) {
		case 'popup:open':
			if ( ! id ) {
				debugWarn( win, 'popup:open needs an id' );
				return false;
			}
			doc.dispatchEvent(
				new CustomEvent< PopupRequest >( POPUP_EVENT, {
					detail: { action: flag( params.toggle ) ? 'toggle' : 'open', id, source },
				} )
			);
			return true;
		case 'popup:close':
			doc.dispatchEvent(
				new CustomEvent< PopupRequest >( POPUP_EVENT, {
					detail: {
						action: 'close',
						id: id || undefined,
						doNotShowAgain: flag( params.do_not_show_again ),
						source,
					},
				} )
			);
			return true;
		case 'reload-page':
			win.location.reload();
			return true;
		default: {
			if ( ! id ) {
				debugWarn( win, `${ name } needs an id` );
				return false;
			}
			const detail: OffCanvasRequest = {
				action: name.slice( 'off_canvas:'.length ) as OffCanvasRequest[ 'action' ],
				id,
			};
			doc.dispatchEvent( new CustomEvent< OffCanvasRequest >( OFF_CANVAS_EVENT, { detail } ) );
			return true;
		}
	}
}
