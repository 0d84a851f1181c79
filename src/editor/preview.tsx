/**
 * A block's editor preview rendered by the server (its render.php through the block renderer
 * route), or a placeholder that says what to set first while there is nothing to render.
 *
 * The rendering is Vitrine's own, not WordPress's ServerSideRender, which asks again 500 ms after
 * the attributes change but drops that request when it renders once more within those 500 ms: an
 * earlier answer arriving does that, so on a slow server the preview kept showing an older state of
 * the block (docs/architecture.md, "Editor previews"). Here the wait belongs to the attributes
 * themselves (an effect keyed on the request, which no other render cancels), and a request for
 * attributes that changed since is aborted, so only the newest answer is shown.
 *
 * A block whose look comes from its view code (a carousel is a row of figures until Swiper runs)
 * passes that code as `view`: the handlers are attached to the preview's elements, in 'edit' mode,
 * by the runtime's own attach, and detached before the next answer replaces the markup, so the canvas
 * shows what the front end shows (docs/architecture.md, "Editor previews").
 */
import apiFetch from '@wordpress/api-fetch';
import { Placeholder, Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { ComponentProps, ReactNode } from 'react';
import { attach, detach, SELECTOR } from '../builder/runtime/attach';
import { reportError } from '../builder/runtime/runtime';
import type { HandlerLoader } from '../builder/runtime/types';

/** The view handlers a preview runs, by the name its markup gives in `data-vitrine`. */
export type PreviewView = ReadonlyMap< string, HandlerLoader >;

interface ViewOptions {
	/** Handlers to attach to the rendered markup (a module-level constant, so it stays the same). */
	view?: PreviewView;
	/** Attaches the handlers again when this changes (what they read outside the block changed). */
	refresh?: string;
	/** The preview takes no clicks or focus (a form whose submit would leave the editor). */
	inert?: boolean;
}

/**
 * Attaches the view handlers to the elements of the rendered markup and detaches them (the elements
 * found then, which React may have replaced since) before new markup or settings come.
 */
function useView( content: { current: HTMLElement | null }, html: string, options: ViewOptions ): void {
	const { view, refresh, inert } = options;
	useEffect( () => {
		const root = content.current;
		if ( inert ) {
			root?.setAttribute( 'inert', '' );
		}
		if ( ! view || ! root || ! html ) {
			return;
		}
		const elements = Array.from( root.querySelectorAll< HTMLElement >( SELECTOR ) );
		void attach( root, { loaders: view, mode: 'edit', onError: reportError } );
		return () => elements.forEach( ( element ) => detach( element ) );
	}, [ content, html, view, refresh, inert ] );
}

/** How long the attributes must stay unchanged before the server is asked (typing sends one request). */
export const PREVIEW_WAIT_MS = 500;
/** How long an answer may take before the preview shows that a newer one is coming (no flicker). */
const SLOW_MS = 1000;

/**
 * The block renderer's address, with the post being edited when there is one. The attributes go in
 * a POST body (the route takes both methods), which has no length limit and needs no query encoding;
 * the server checks them against the block's schema either way.
 */
export function previewPath( block: string, postId?: number ): string {
	return `/wp/v2/block-renderer/${ block }?context=edit` + ( postId ? `&post_id=${ postId }` : '' );
}

type Answer = { html: string } | { error: string } | null;

/** The server's rendering of the block with these attributes, the newest answer only. */
function ServerRender( {
	block,
	attributes,
	view,
	refresh,
	inert,
}: { block: string; attributes: object } & ViewOptions ) {
	// The post editor's post, as the server renders blocks in its context; the site and widget editors
	// have no such store, or a template's string id, and the preview then goes without it.
	const postId = useSelect( ( select ) => {
		const editor = select( 'core/editor' ) as { getCurrentPostId?: () => unknown } | undefined;
		const id = editor?.getCurrentPostId?.();
		return typeof id === 'number' ? id : undefined;
	}, [] );
	const path = previewPath( block, postId );
	const body = JSON.stringify( { attributes } );
	const [ answer, setAnswer ] = useState< Answer >( null );
	const [ loading, setLoading ] = useState( true );
	const [ slow, setSlow ] = useState( false );
	const asked = useRef( false );
	const content = useRef< HTMLDivElement >( null );
	const html = answer && 'html' in answer ? answer.html : '';
	useView( content, html, { view, refresh, inert } );

	useEffect( () => {
		const controller = new AbortController();
		setLoading( true );
		const slowTimer = setTimeout( () => setSlow( true ), SLOW_MS );
		// The first request goes at once: the block shows its preview as soon as it is on the canvas.
		const timer = setTimeout(
			() => {
				apiFetch< { rendered: string } >( {
					path,
					method: 'POST',
					body,
					headers: { 'Content-Type': 'application/json' },
					signal: controller.signal,
				} )
					.then( ( response ) => setAnswer( { html: response.rendered } ) )
					.catch( ( error: { message?: string } ) => {
						if ( ! controller.signal.aborted ) {
							setAnswer( { error: error.message ?? '' } );
						}
					} )
					.finally( () => {
						if ( ! controller.signal.aborted ) {
							clearTimeout( slowTimer );
							setLoading( false );
							setSlow( false );
						}
					} );
			},
			asked.current ? PREVIEW_WAIT_MS : 0
		);
		asked.current = true;
		return () => {
			clearTimeout( timer );
			clearTimeout( slowTimer );
			controller.abort();
		};
	}, [ path, body ] );

	if ( answer && 'error' in answer ) {
		/* translators: %s: the error message of the server's answer. */
		return <Placeholder>{ sprintf( __( 'Error loading block: %s', 'vitrine' ), answer.error ) }</Placeholder>;
	}
	if ( answer && ! answer.html && ! loading ) {
		return <Placeholder>{ __( 'Block rendered as empty.', 'vitrine' ) }</Placeholder>;
	}
	// While a newer answer is on its way the older one stays (dimmed once the wait is noticeable), so
	// the canvas does not jump.
	return (
		<div className="vitrine-server-preview" aria-busy={ loading } style={ { position: 'relative' } }>
			{ slow && <Spinner style={ { position: 'absolute', top: '50%', left: '50%', margin: '-9px' } } /> }
			{ html && (
				<div
					ref={ content }
					style={ { opacity: slow ? 0.3 : 1 } }
					dangerouslySetInnerHTML={ { __html: html } }
				/>
			) }
		</div>
	);
}

export function ServerPreview( {
	block,
	attributes,
	ready,
	icon,
	label,
	instructions,
	children,
	...options
}: ViewOptions & {
	block: string;
	attributes: object;
	ready: boolean;
	icon: ComponentProps< typeof Placeholder >[ 'icon' ];
	label: string;
	instructions: string;
	children?: ReactNode;
} ) {
	if ( ready ) {
		return <ServerRender block={ block } attributes={ attributes } { ...options } />;
	}
	return (
		<Placeholder icon={ icon } label={ label } instructions={ instructions }>
			{ children }
		</Placeholder>
	);
}
