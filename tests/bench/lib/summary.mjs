/** The readable report: one table of pages, then one table per extra section. */
export const BUDGET_VITRINE_JS_GZIP = 130_000 / 3; // A third of the Elementor Pro + CookieLawInfo stack.

const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );
const ratio = ( value, base ) => ( base && Number.isFinite( value ) ? ( value / base ).toFixed( 2 ) : '–' );
const show = ( value ) => ( value === undefined || value === null ? '–' : value );

/** Everything a page downloads as JS and CSS, gzip, inline code included, whatever its origin. */
export function total( bytes ) {
	return [ 'vitrine', 'core', 'other', 'inline' ].reduce(
		( sum, key ) => sum + bytes[ key ].js.gzip + bytes[ key ].css.gzip,
		0
	);
}

/** Vitrine's own JavaScript: the plugin's and theme's files (WordPress's scripts are core's). */
export const vitrineJs = ( bytes ) => bytes.vitrine.js.gzip;

export function renderSummary( results ) {
	const lines = [ `# Vitrine bench — ${ results.date }`, '' ];
	const baseline = results.pages[ '/bench-baseline/' ]?.bytes;
	const baselineTotal = baseline ? total( baseline ) : 0;
	lines.push(
		'Bytes a visitor downloads (gzip). "Vitrine JS" counts the plugin\'s and theme\'s script files, for a',
		'first visit and for a returning visitor who decided on consent; "inline JS" the inline scripts (the',
		'consent gate and settings among them); "all JS+CSS" everything on the page, inline code included.',
		'"× floor" = the page / the same page on bare WordPress (same core and content, no plugin, Twenty',
		'Twenty-Five); "× plain" = the page / /bench-baseline/; "× budget" = Vitrine JS / ' +
			`${ kb( BUDGET_VITRINE_JS_GZIP ) } KB (a third of Elementor Pro + CookieLawInfo's framework JS).`,
		`Lighthouse mobile: the median of ${ show( results.runs ) } runs per page, interleaved with the floor's runs.`,
		'',
		'| page | Vitrine JS KB | returning Vitrine JS KB | core JS KB | inline JS KB | all JS+CSS KB | floor KB | × floor | × plain | × budget | LH perf | LH a11y | TBT ms | CLS | LCP ms | floor LCP ms | LCP × floor |',
		'| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |'
	);
	for ( const [ path, page ] of Object.entries( results.pages ) ) {
		const { bytes, returning, floorBytes, lighthouse = {}, floorLighthouse = {} } = page;
		const all = total( bytes );
		const floor = floorBytes ? total( floorBytes ) : undefined;
		lines.push(
			'| ' +
				[
					path,
					kb( vitrineJs( bytes ) ),
					returning ? kb( vitrineJs( returning ) ) : '–',
					kb( bytes.core.js.gzip ),
					kb( bytes.inline.js.gzip ),
					kb( all ),
					floor === undefined ? '–' : kb( floor ),
					ratio( all, floor ),
					ratio( all, baselineTotal ),
					ratio( vitrineJs( bytes ), BUDGET_VITRINE_JS_GZIP ),
					show( lighthouse.performance ),
					show( lighthouse.accessibility ),
					show( lighthouse.tbtMs ),
					show( lighthouse.cls ),
					show( lighthouse.lcpMs ),
					show( floorLighthouse.lcpMs ),
					ratio( lighthouse.lcpMs, floorLighthouse.lcpMs ),
				].join( ' | ' ) +
				' |'
		);
	}
	lines.push(
		'',
		'## Repeat visit and inline code',
		'',
		'"inline" = the inline scripts, JSON settings and styles Vitrine prints (gzip -9 each), on the first',
		'visit (goal: 1.5 KB on any page). "repeat" = the second view of the page in the same browser, the',
		'cache warm: "Vitrine moved" = Vitrine\'s files that went over the network again (a 304 counts its',
		'headers, a download its gzip size) plus its inline code (goal for a post: 2 KB); "requests" = every',
		'request but the page itself, "304" how many of them were revalidations; "all moved" = every',
		'file of any origin, inline code of others excluded. "× floor" compares with the floor\'s repeat view.',
		'',
		'| page | inline KB | inline JS / JSON / CSS KB | repeat: Vitrine moved KB | Vitrine requests | requests | 304 | all moved KB | floor all moved KB | floor requests | first visit all JS+CSS KB | × floor |',
		'| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |'
	);
	for ( const [ path, page ] of Object.entries( results.pages ) ) {
		const { bytes, floorBytes } = page;
		const own = bytes.inlineBy?.vitrine;
		const rep = bytes.repeat;
		const floorRep = floorBytes?.repeat;
		lines.push(
			'| ' +
				[
					path,
					own ? kb( own.gzip ) : '–',
					own ? `${ kb( own.js ) } / ${ kb( own.json ) } / ${ kb( own.css ) }` : '–',
					rep ? kb( rep.vitrine.withInline ) : '–',
					rep ? rep.vitrine.requests : '–',
					rep ? rep.requests : '–',
					rep ? rep.notModified : '–',
					rep ? kb( rep.all.bytes ) : '–',
					floorRep ? kb( floorRep.all.bytes ) : '–',
					floorRep ? floorRep.requests : '–',
					kb( total( bytes ) ),
					floorBytes ? ratio( total( bytes ), total( floorBytes ) ) : '–',
				].join( ' | ' ) +
				' |'
		);
	}
	for ( const [ name, section ] of Object.entries( results.sections ?? {} ) ) {
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
