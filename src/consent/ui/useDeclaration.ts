/**
 * The cookie declaration for the settings modal's category tabs, fetched once, only when the modal
 * first opens (visitors who never open it download nothing). Null while loading or when it cannot
 * be had; the tabs then list the category's cookie names from the settings.
 */
import { useEffect, useState } from '@wordpress/element';
import { readDeclaration, type DeclarationData } from '../core/declaration';
import { sameOrigin } from '../core/same-origin';

let cache: Promise< DeclarationData | null > | null = null;

export function useDeclaration( url: string | undefined, open: boolean ): DeclarationData | null {
	const [ data, setData ] = useState< DeclarationData | null >( null );
	useEffect( () => {
		if ( ! open || ! url || ! sameOrigin( url, window.location.href ) || typeof fetch !== 'function' ) {
			return;
		}
		const controller = new AbortController();
		cache =
			cache ??
			fetch( url, { credentials: 'same-origin' } )
				.then( ( response ) => ( response.ok ? response.json() : null ) )
				.then( readDeclaration )
				.catch( () => null );
		cache.then( ( value ) => ! controller.signal.aborted && setData( value ) );
		return () => controller.abort();
	}, [ url, open ] );
	return data;
}
