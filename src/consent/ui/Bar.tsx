/**
 * The first layer: a banner (top or bottom), a popup (a modal dialog, optionally over an overlay)
 * or a corner widget, with accept, reject and settings on the same layer. The banner and the widget
 * never take focus by themselves; the popup traps it and closes on Escape.
 */
import { useEffect, useRef } from '@wordpress/element';
import { useBottomInset } from './useBottomInset';
import type { CSSProperties } from 'react';
import type { GateApi } from '../core/gate-api';
import type { Action } from '../core/types';
import { ActionButton, buttonStyle } from './buttons';
import { useAnimated } from './useAnimated';
import { useTrap } from './useTrap';

interface Props {
	gate: GateApi;
	shown: boolean;
	dialogOpen: boolean;
	focusOnShow: boolean;
	onDecide: ( action: Action ) => void;
	onSettings: () => void;
	onCcpa: () => void;
	onClose: () => void;
}

export function barClasses( s: GateApi[ 'settings' ] ): string {
	const classes = [ 'vitrine-consent-bar', `is-${ s.cookie_bar_as }` ];
	if ( s.cookie_bar_as === 'banner' ) {
		classes.push( `is-${ s.notify_position_vertical }`, `is-align-${ s.notify_position_horizontal }` );
		if ( s.header_fix || s.notify_position_vertical === 'bottom' ) {
			classes.push( 'is-fixed' );
		}
	} else if ( s.cookie_bar_as === 'widget' ) {
		classes.push( `is-${ s.notify_position_vertical }`, `is-${ s.widget_position }` );
	}
	return classes.join( ' ' );
}

export function Bar( { gate, shown, dialogOpen, focusOnShow, onDecide, onSettings, onCcpa, onClose }: Props ) {
	const s = gate.settings;
	const t = s.texts;
	const ref = useRef< HTMLDivElement >( null );
	const settingsButton = useRef< HTMLElement | null >( null );
	const phase = useAnimated( shown, s.animate_speed_hide );
	const popup = s.cookie_bar_as === 'popup';
	const ccpa = s.law !== 'gdpr';
	useTrap( ref, popup && shown && ! dialogOpen && phase !== 'hidden', onClose, () => settingsButton.current );

	const mounted = phase !== 'hidden';
	useBottomInset( ref, ! popup && ( phase === 'entering' || phase === 'shown' ) );
	useEffect( () => {
		// Opened by the visitor (a manage link or the tab): move focus to the bar, never on page load.
		if ( shown && mounted && focusOnShow && ! popup ) {
			ref.current?.focus();
		}
	}, [ shown, mounted, focusOnShow, popup ] );

	if ( phase === 'hidden' ) {
		return null;
	}
	const style = {
		'--vitrine-consent-bg': s.background,
		'--vitrine-consent-fg': s.text_colour,
		'--vitrine-consent-show': `${ s.animate_speed_show }ms`,
		'--vitrine-consent-hide': `${ s.animate_speed_hide }ms`,
	} as CSSProperties;
	const readMore = s.buttons[ '2' ];
	return (
		<section className="vitrine-consent-layer" aria-label={ t.region }>
			{ popup && s.popup_overlay && <div className={ `vitrine-consent-overlay is-${ phase }` } /> }
			<div
				ref={ ref }
				id={ s.notify_div_id }
				className={ `${ barClasses( s ) } is-${ phase }` }
				style={ style }
				role={ popup ? 'dialog' : undefined }
				aria-modal={ popup ? true : undefined }
				aria-labelledby="vitrine-consent-title"
				aria-describedby="vitrine-consent-message"
				tabIndex={ -1 }
			>
				<p id="vitrine-consent-title" className="vitrine-consent-title">
					{ t.title }
				</p>
				<p id="vitrine-consent-message" className="vitrine-consent-message">
					{ t.message }{ ' ' }
					{ readMore.url && (
						<a
							className="vitrine-consent-readmore"
							style={ buttonStyle( readMore ) }
							href={ readMore.url }
							target={ readMore.newWindow ? '_blank' : undefined }
							rel={ readMore.newWindow ? 'noopener noreferrer' : undefined }
						>
							{ readMore.text }
						</a>
					) }
				</p>
				{ ccpa && gate.gpc && <p className="vitrine-consent-gpc">{ t.gpc_notice }</p> }
				<div className="vitrine-consent-actions">
					{ s.law !== 'ccpa' && (
						<ActionButton
							settings={ s }
							n="3"
							variant="secondary"
							onClick={ () => onDecide( { type: 'reject' } ) }
						/>
					) }
					<button
						type="button"
						ref={ ( el ) => ( settingsButton.current = el ) }
						className="vitrine-consent-button vitrine-consent-button-4 is-secondary"
						style={ buttonStyle( s.buttons[ '4' ] ) }
						aria-haspopup="dialog"
						onClick={ onSettings }
					>
						{ s.buttons[ '4' ].text }
					</button>
					<ActionButton settings={ s } n="1" onClick={ () => onDecide( { type: 'acceptAll' } ) } />
				</div>
				{ ccpa && (
					<button
						type="button"
						className="vitrine-consent-ccpa-link"
						aria-haspopup="dialog"
						onClick={ onCcpa }
					>
						{ t.ccpa_link }
					</button>
				) }
			</div>
		</section>
	);
}
