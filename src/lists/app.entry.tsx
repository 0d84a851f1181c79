/**
 * The admin lists' script (admin only, bundles @wordpress/dataviews): mounts a ListApp on each
 * element Vitrine\Lists\Screen printed, with the config on its data attribute.
 */
import { createRoot } from '@wordpress/element';
import { DEFINITIONS } from './definitions';
import { ListApp } from './ListApp';
import type { ListConfig } from './types';

document.querySelectorAll< HTMLElement >( '[data-vitrine-list]' ).forEach( ( host ) => {
	const config = JSON.parse( host.dataset.vitrineList ?? '{}' ) as ListConfig;
	const make = DEFINITIONS[ config.list as keyof typeof DEFINITIONS ];
	if ( make ) {
		// Each definition is typed by its own rows; the app only needs their ids.
		createRoot( host ).render( <ListApp config={ config } definition={ make( config ) as never } /> );
	}
} );
