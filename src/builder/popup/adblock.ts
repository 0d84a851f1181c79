/**
 * Adblock detection: a bait element that ad blockers hide (classes and size of an ad slot), with a
 * random 6-character id so filter lists cannot single it out. After the configured delay, a bait
 * that is hidden, has no size or was removed means an ad blocker is active, and the trigger fires.
 */
import { num, type Part } from './settings';
import { onAbort, type TriggerContext } from './trigger-context';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Six random letters (a letter first keeps it a valid CSS id). */
export function randomId( random: () => number = Math.random ): string {
	let id = '';
	for ( let i = 0; i < 6; i++ ) {
		id += LETTERS[ Math.min( LETTERS.length - 1, Math.floor( random() * LETTERS.length ) ) ];
	}
	return id;
}

export function baitBlocked( bait: HTMLElement, win: Window ): boolean {
	if ( ! bait.isConnected || bait.offsetParent === null || bait.offsetHeight === 0 ) {
		return true;
	}
	const style = win.getComputedStyle( bait );
	return style.display === 'none' || style.visibility === 'hidden';
}

export function adblockDetection( part: Part, { win, doc, fire, signal, random }: TriggerContext ): void {
	if ( signal.aborted ) {
		return;
	}
	const bait = doc.createElement( 'div' );
	bait.id = randomId( random );
	bait.className = 'adsbox ad-banner ad-placement pub_300x250 text-ad textads banner-ads';
	bait.setAttribute( 'aria-hidden', 'true' );
	bait.style.cssText = 'position:absolute;left:-10000px;top:0;width:1px;height:1px;';
	bait.innerHTML = '&nbsp;';
	doc.body.appendChild( bait );
	const timer = win.setTimeout(
		() => {
			const blocked = baitBlocked( bait, win );
			bait.remove();
			if ( blocked ) {
				fire();
			}
		},
		num( part.delay, 1 ) * 1000
	);
	onAbort( signal, () => {
		win.clearTimeout( timer );
		bait.remove();
	} );
}
