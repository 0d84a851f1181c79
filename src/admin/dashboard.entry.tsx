/** Vitrine → Dashboard: the admin home's React root (docs/admin.md). */
import { createRoot } from '@wordpress/element';
import { DashboardApp } from './dashboard/DashboardApp';
import './dashboard/dashboard.scss';

const root = document.getElementById( 'vitrine-dashboard' );
if ( root ) {
	createRoot( root ).render( <DashboardApp /> );
}
