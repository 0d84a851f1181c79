/**
 * Affiliate → Clicks: the clicks per day drawn with uPlot (docs/affiliate.md, "Clicks"), like the
 * Insights screen's charts and with the same component. The server prints the data table beside it
 * and the series in the root's `data-vitrine-click-chart` (includes/Affiliate/Chart.php). Admin only.
 */
import { createRoot } from '@wordpress/element';
import { Chart } from './insights/Chart';
import { parseClickSeries } from './click-chart/series';
import './insights/insights.scss';

const root = document.querySelector< HTMLElement >( '[data-vitrine-click-chart]' );
const series = parseClickSeries( root?.dataset.vitrineClickChart );
if ( root && series ) {
	createRoot( root ).render(
		<Chart days={ series.days } lines={ [ { label: series.label, values: series.clicks, colour: '#2271b1' } ] } />
	);
}
