/** The readable report: one table of pages, then one table per extra section. */
const BUDGET_VITRINE_JS_GZIP = 130_000 / 3; // A third of the Elementor Pro + CookieLawInfo stack.

const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );
const ratio = ( value, base ) => ( base ? ( value / base ).toFixed( 2 ) : 'n/a' );

export function renderSummary( results ) {
	const lines = [ `# Vitrine bench — ${ results.date }`, '' ];
	const baseline = results.pages[ '/bench-baseline/' ]?.bytes;
	const baselineTotal = baseline ? total( baseline ) : 0;
	lines.push(
		'Bytes a first-time visitor downloads (gzip). "Vitrine JS" counts plugin and theme scripts;',
		'"all JS+CSS" everything on the page including inline code; ratio = page / plain baseline page;',
		`budget = Vitrine JS / ${ kb( BUDGET_VITRINE_JS_GZIP ) } KB (a third of Elementor Pro + CookieLawInfo).`,
		'',
		'| page | Vitrine JS KB | Vitrine CSS KB | core JS KB | inline JS KB | all JS+CSS KB | × baseline | × budget | LH perf | LH a11y | TBT ms | CLS | LCP ms |',
		'| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |'
	);
	for ( const [ path, { bytes, lighthouse = {} } ] of Object.entries( results.pages ) ) {
		const all = total( bytes );
		lines.push(
			`| ${ path } | ${ kb( bytes.vitrine.js.gzip ) } | ${ kb( bytes.vitrine.css.gzip ) } | ${ kb( bytes.core.js.gzip ) } | ${ kb(
				bytes.inline.js.gzip
			) } | ${ kb( all ) } | ${ ratio( all, baselineTotal ) } | ${ ratio(
				bytes.vitrine.js.gzip + bytes.core.js.gzip,
				BUDGET_VITRINE_JS_GZIP
			) } | ${ lighthouse.performance ?? '–' } | ${ lighthouse.accessibility ?? '–' } | ${ lighthouse.tbtMs ?? '–' } | ${
				lighthouse.cls ?? '–'
			} | ${ lighthouse.lcpMs ?? '–' } |`
		);
	}
	for ( const [ name, section ] of Object.entries( results.sections ) ) {
		lines.push( '', `## ${ name }`, '' );
		if ( section.error ) {
			lines.push( `not measured: ${ section.error }` );
			continue;
		}
		const rows = section.rows ?? [];
		if ( section.note ) {
			lines.push( section.note, '' );
		}
		if ( rows.length ) {
			const keys = Object.keys( rows[ 0 ] );
			lines.push( `| ${ keys.join( ' | ' ) } |`, `| ${ keys.map( () => '---' ).join( ' | ' ) } |` );
			rows.forEach( ( row ) => lines.push( `| ${ keys.map( ( k ) => row[ k ] ).join( ' | ' ) } |` ) );
		}
	}
	return lines.join( '\n' ) + '\n';
}

function total( bytes ) {
	return [ 'vitrine', 'core', 'other', 'inline' ].reduce(
		( sum, key ) => sum + bytes[ key ].js.gzip + bytes[ key ].css.gzip,
		0
	);
}
