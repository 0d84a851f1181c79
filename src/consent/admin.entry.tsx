/** Settings → Cookie consent: the admin page's React root. */
import { createRoot } from '@wordpress/element';
import { SettingsApp } from './admin/SettingsApp';
import '../admin/forms.scss';

const root = document.getElementById( 'vitrine-consent-admin' );
if ( root ) {
	createRoot( root ).render( <SettingsApp /> );
}
