/**
 * Pure parts of the social embed: settings from the server and, per network, what loading the
 * embed means (the provider's script and the markup it turns into a post, or an iframe).
 * The server recognised the address; these checks only make sure nothing odd reaches the page.
 */
import type { Settings } from '@vitrine/shared';

export type Network = 'x' | 'instagram' | 'facebook' | 'youtube' | 'tiktok' | 'pinterest';

export interface SocialSettings {
	network: Network;
	id: string;
	url: string;
	category: string;
	/** The network's name, for messages. */
	label: string;
}

export interface EmbedPlan {
	/** A provider script to load before `process` runs (absent for iframes). */
	script?: string;
	/** The provider's markup, built with DOM methods by the handler (no HTML strings). */
	build: ( doc: Document ) => HTMLElement;
	/** The provider's global that tells its script ran, and asks it to render new markup. */
	process?: ( win: Window, root: HTMLElement ) => boolean;
}

const NETWORKS: Network[] = [ 'x', 'instagram', 'facebook', 'youtube', 'tiktok', 'pinterest' ];
const CATEGORIES = [ 'functional', 'analytics', 'performance', 'advertisement', 'others' ];
const ID_PATTERN = /^[A-Za-z0-9._-]{1,60}$/;

export function parseSocialSettings( raw: Settings ): SocialSettings | null {
	const network = raw.network as Network;
	const id = String( raw.id ?? '' );
	let url = '';
	try {
		const parsed = new URL( String( raw.url ?? '' ) );
		url = /^https?:$/.test( parsed.protocol ) ? parsed.href : '';
	} catch {
		url = '';
	}
	if ( ! NETWORKS.includes( network ) || ! ID_PATTERN.test( id ) || ! url ) {
		return null;
	}
	const category = CATEGORIES.includes( String( raw.category ) ) ? String( raw.category ) : 'functional';
	const label =
		String( raw.label ?? '' )
			.trim()
			.slice( 0, 40 ) || network;
	return { network, id, url, category, label };
}

function el( doc: Document, tag: string, attrs: Record< string, string >, child?: HTMLElement ): HTMLElement {
	const node = doc.createElement( tag );
	Object.entries( attrs ).forEach( ( [ name, value ] ) => node.setAttribute( name, value ) );
	if ( child ) {
		node.append( child );
	}
	return node;
}

/** Calls `api[ method ]( ...args )` when the provider defined it; false when it did not. */
function call( win: Window, path: string, ...args: unknown[] ): boolean {
	const names = path.split( '.' );
	const method = names.pop() as string;
	let api: unknown = win;
	for ( const name of names ) {
		api = api && typeof api === 'object' ? ( api as Record< string, unknown > )[ name ] : undefined;
	}
	const fn = api && typeof api === 'object' ? ( api as Record< string, unknown > )[ method ] : undefined;
	if ( typeof fn !== 'function' ) {
		return false;
	}
	fn.apply( api, args );
	return true;
}

const link = ( doc: Document, href: string ) => el( doc, 'a', { href } );

/** What loading the post means for each network (their documented embed codes). */
export function embedPlan( s: SocialSettings ): EmbedPlan {
	switch ( s.network ) {
		case 'x':
			return {
				script: 'https://platform.twitter.com/widgets.js',
				build: ( doc ) =>
					el( doc, 'blockquote', { class: 'twitter-tweet', 'data-dnt': 'true' }, link( doc, s.url ) ),
				process: ( win, root ) => call( win, 'twttr.widgets.load', root ),
			};
		case 'instagram':
			return {
				script: 'https://www.instagram.com/embed.js',
				build: ( doc ) =>
					el(
						doc,
						'blockquote',
						{ class: 'instagram-media', 'data-instgrm-permalink': s.url, 'data-instgrm-version': '14' },
						link( doc, s.url )
					),
				process: ( win ) => call( win, 'instgrm.Embeds.process' ),
			};
		case 'facebook':
			return {
				script: 'https://connect.facebook.net/en_US/sdk.js#xfbml=0&version=v19.0',
				build: ( doc ) => el( doc, 'div', { class: 'fb-post', 'data-href': s.url, 'data-width': 'auto' } ),
				process: ( win, root ) => call( win, 'FB.XFBML.parse', root ),
			};
		case 'tiktok':
			return {
				script: 'https://www.tiktok.com/embed.js',
				build: ( doc ) =>
					el(
						doc,
						'blockquote',
						{ class: 'tiktok-embed', cite: s.url, 'data-video-id': s.id },
						el( doc, 'section', {}, link( doc, s.url ) )
					),
				// TikTok's script renders the blockquotes on the page when it runs (no public API).
				process: () => true,
			};
		case 'pinterest':
			return {
				script: 'https://assets.pinterest.com/js/pinit.js',
				build: ( doc ) =>
					el( doc, 'a', { 'data-pin-do': 'embedPin', 'data-pin-width': 'medium', href: s.url } ),
				process: ( win ) => call( win, 'PinUtils.build' ),
			};
		case 'youtube':
		default:
			// The privacy-enhanced host: no cookies until the visitor plays the video.
			return {
				build: ( doc ) =>
					el( doc, 'iframe', {
						src: `https://www.youtube-nocookie.com/embed/${ encodeURIComponent( s.id ) }`,
						allow: 'encrypted-media; picture-in-picture; fullscreen',
						loading: 'lazy',
						class: 'vitrine-social__frame',
					} ),
			};
	}
}
