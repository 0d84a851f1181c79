/**
 * Helpers of the block unit tests (blocks/<name>/test/) for the blocks that became one block with
 * variations (docs/architecture.md, "Variations instead of twin blocks").
 */

/** The handlers a view script registers with the runtime, by name, in the order it registers them. */
export function handlersRegisteredBy( load: () => void ): Map< string, unknown > {
	const names = new Map< string, unknown >();
	window.vitrine = {
		runtime: {
			register: ( name: string, handler: unknown ) => {
				names.set( name, handler );
				return Promise.resolve();
			},
		},
	} as unknown as typeof window.vitrine;
	try {
		jest.isolateModules( load );
	} finally {
		delete window.vitrine;
	}
	return names;
}

/** A legacy block.json: hidden from the inserter, with the merged block's renderer, scripts and style. */
export function expectHiddenLegacyOf(
	legacy: {
		supports: { inserter?: boolean };
		render: string;
		editorScript: string;
		viewScript: string;
		style: string;
	},
	block: string
): void {
	expect( legacy.supports.inserter ).toBe( false );
	expect( legacy.render ).toBe( `file:../${ block }/render.php` );
	expect( [ legacy.editorScript, legacy.viewScript, legacy.style ] ).toEqual( [
		`vitrine-${ block }-editor-script`,
		`vitrine-${ block }-view-script`,
		`vitrine-${ block }-style`,
	] );
}
