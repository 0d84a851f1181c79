/**
 * The Insights queue script (`vitrine-insights-queue`, printed by includes/Insights/Frontend.php
 * where the page counts something; docs/insights.md).
 */
import { installQueue } from './queue';

installQueue( document );
