/**
 * The strings of a .pot file, for tools/i18n/make-pot.mjs --check: each entry (context, text,
 * plural and its translators comment) as one line, sorted, without the header and without the
 * references (`#:` lines), which change whenever code moves or a chunk is renamed.
 *
 * @param {string} text A .pot file.
 * @return {string[]} Its entries, sorted.
 */
export function potStrings( text ) {
	return text
		.replace( /\r\n/g, '\n' )
		.split( /\n{2,}/ )
		.map( ( entry ) =>
			entry
				.split( '\n' )
				.filter( ( line ) => line && ! line.startsWith( '#:' ) && ! /^#[^.]/.test( line ) )
				.join( '\n' )
		)
		.filter( ( entry ) => /^msgid /m.test( entry ) && ! /^"Project-Id-Version: /m.test( entry ) )
		.sort();
}
