/**
 * The click beacon as the front page sends it to vitrine/v1/click (a multipart form), for the benches
 * that load the click route: its body and the content type that goes with it.
 */
const BOUNDARY = '----vitrinebench';

export const CONTENT_TYPE = `multipart/form-data; boundary=${ BOUNDARY }`;

function multipart( fields ) {
	return (
		Object.entries( fields )
			.map(
				( [ key, value ] ) =>
					`--${ BOUNDARY }\r\nContent-Disposition: form-data; name="${ key }"\r\n\r\n${ value }\r\n`
			)
			.join( '' ) + `--${ BOUNDARY }--\r\n`
	);
}

/**
 * A click on a product's button on the front page: the route counts only sources a page can produce
 * (docs/security.md); the country code marks the rows of one run.
 */
export function clickBody( baseUrl, productId, country ) {
	return multipart( {
		sourceType: 'home',
		sourceId: '0',
		isWidget: '0',
		refererUrl: baseUrl + '/',
		productId,
		trackingId: 'vitrine-20',
		linkType: 'button',
		country,
	} );
}
