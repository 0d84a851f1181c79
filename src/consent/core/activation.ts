/**
 * Activation of blocked elements in the browser. The server prints blocked scripts as
 * `<script type="text/plain" data-cli-class="cli-blocker-script" data-cli-script-type="{category}" ...>`
 * and blocked iframes and embeds with their address in `data-cli-src`. Allowed ones are activated in
 * document order: a script with a src is awaited before the next one runs, as the page intended.
 */
export const BLOCKED_SELECTOR = '[data-cli-class="cli-blocker-script"]';
const CLI_ATTRIBUTES = [
	'type',
	'data-cli-class',
	'data-cli-script-type',
	'data-cli-block',
	'data-cli-block-if-ccpa-optout',
	'data-cli-element-position',
	'data-vitrine-type',
];

export type Allows = ( category: string, blockIfCcpaOptout: boolean ) => boolean;

/** Whether a blocked element may run now. */
export function mayActivate( element: Element, allows: Allows ): boolean {
	if ( element.getAttribute( 'data-cli-block' ) === 'false' ) {
		return true;
	}
	const category = element.getAttribute( 'data-cli-script-type' ) ?? '';
	return allows( category, element.getAttribute( 'data-cli-block-if-ccpa-optout' ) === 'true' );
}

function runScript( blocked: HTMLScriptElement ): Promise< void > {
	const doc = blocked.ownerDocument;
	const script = doc.createElement( 'script' );
	for ( const { name, value } of Array.from( blocked.attributes ) ) {
		if ( ! CLI_ATTRIBUTES.includes( name ) ) {
			script.setAttribute( name, value );
		}
	}
	const type = blocked.getAttribute( 'data-vitrine-type' );
	if ( type ) {
		script.type = type;
	}
	const waits = !! script.src;
	const done = new Promise< void >( ( resolve ) => {
		if ( ! waits ) {
			resolve();
			return;
		}
		script.async = false;
		script.addEventListener( 'load', () => resolve() );
		script.addEventListener( 'error', () => resolve() );
	} );
	script.text = blocked.text;
	blocked.replaceWith( script );
	return done;
}

function showFrame( blocked: Element ): void {
	const src = blocked.getAttribute( 'data-cli-src' );
	CLI_ATTRIBUTES.forEach( ( name ) => blocked.removeAttribute( name ) );
	blocked.removeAttribute( 'data-cli-src' );
	blocked.removeAttribute( 'hidden' );
	const placeholder = blocked.previousElementSibling;
	if ( placeholder?.classList.contains( 'vitrine-consent-placeholder' ) ) {
		placeholder.remove();
	}
	if ( src ) {
		blocked.setAttribute( 'src', src );
	}
}

/** Activates every allowed blocked element under root, in document order. */
export async function activate( root: ParentNode, allows: Allows ): Promise< number > {
	let count = 0;
	for ( const element of Array.from( root.querySelectorAll( BLOCKED_SELECTOR ) ) ) {
		if ( ! element.isConnected || ! mayActivate( element, allows ) ) {
			continue;
		}
		count++;
		if ( element instanceof HTMLScriptElement ) {
			await runScript( element );
		} else {
			showFrame( element );
		}
	}
	return count;
}
