/** Debounce for resize work (200 ms for motion, 300 ms for sticky: docs/builder.md). */
export function debounce( fn: () => void, wait: number ): { run: () => void; cancel: () => void } {
	let timer: ReturnType< typeof setTimeout > | undefined;
	return {
		run: () => {
			clearTimeout( timer );
			timer = setTimeout( fn, wait );
		},
		cancel: () => clearTimeout( timer ),
	};
}
