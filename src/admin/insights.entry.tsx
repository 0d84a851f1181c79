/** Vitrine → Insights: the report's React root (docs/insights.md, "The Insights screen"). Admin only. */
import { createRoot } from '@wordpress/element';
import { InsightsApp } from './insights/InsightsApp';
import './insights/insights.scss';

const root = document.getElementById( 'vitrine-insights-app' );
if ( root ) {
	createRoot( root ).render(
		<InsightsApp config={ { today: root.dataset.today ?? '', editUrl: root.dataset.editUrl ?? '' } } />
	);
}
