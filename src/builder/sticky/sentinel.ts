/**
 * A 1 px invisible marker at a document position, watched by an IntersectionObserver: the browser
 * tells us when the page scrolls past a point, with no scroll listener and no layout read per frame.
 * `onChange( above, below )` reports whether the marker is above the viewport's top or below its bottom.
 */
export interface Sentinel {
	remove: () => void;
}

export function placeSentinel(
	doc: Document,
	top: number,
	onChange: ( above: boolean, below: boolean ) => void
): Sentinel {
	const win = doc.defaultView as Window;
	const marker = doc.createElement( 'div' );
	marker.className = 'vitrine-sticky-sentinel';
	marker.setAttribute( 'aria-hidden', 'true' );
	marker.style.cssText = `position:absolute;left:0;top:${ Math.max(
		0,
		Math.round( top )
	) }px;width:1px;height:1px;pointer-events:none;visibility:hidden`;
	doc.body.appendChild( marker );
	const observer = new ( win as Window & typeof globalThis ).IntersectionObserver( ( entries ) => {
		const entry = entries[ entries.length - 1 ];
		if ( ! entry ) {
			return;
		}
		const rect = entry.boundingClientRect;
		const height = entry.rootBounds?.height ?? win.innerHeight;
		onChange( ! entry.isIntersecting && rect.top < 0, ! entry.isIntersecting && rect.top >= height );
	} );
	observer.observe( marker );
	return {
		remove: () => {
			observer.disconnect();
			marker.remove();
		},
	};
}
