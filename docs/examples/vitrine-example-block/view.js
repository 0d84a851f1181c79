/**
 * The clicker's handler, registered with Vitrine's builder runtime (the `vitrine-builder-runtime`
 * script this one depends on). The runtime calls it for every element with
 * `data-vitrine="vitrine-example-clicker"` — also for markup added later — with the element and its
 * parsed `data-settings`, and calls the returned teardown before the element is replaced or
 * re-configured. One AbortController removes every listener.
 */
( function () {
	function clicker( context ) {
		const element = context.element;
		const button = element.querySelector( '.vitrine-example-clicker__button' );
		const output = element.querySelector( '.vitrine-example-clicker__count' );
		const start = Number( context.settings.start );
		let count = Number.isInteger( start ) && start >= 0 ? start : 0;
		const controller = new AbortController();
		if ( ! button || ! output ) {
			return undefined;
		}
		button.addEventListener(
			'click',
			function () {
				count += 1;
				output.textContent = String( count );
			},
			{ signal: controller.signal }
		);
		element.classList.add( 'is-ready' );
		return function () {
			controller.abort();
			element.classList.remove( 'is-ready' );
		};
	}

	window.vitrine.runtime.register( 'vitrine-example-clicker', clicker );
} )();
