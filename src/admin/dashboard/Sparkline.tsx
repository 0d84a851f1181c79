/**
 * Clicks per day as a small line: a picture for the eye, with the same numbers as text for screen
 * readers (the card also prints the total). The big charts are on the Insights screen.
 */
import { __, sprintf } from '@wordpress/i18n';
import { sparkPoints } from './format';

const WIDTH = 160;
const HEIGHT = 36;

export function Sparkline( { days }: { days: Array< { day: string; clicks: number } > } ) {
	const points = sparkPoints(
		days.map( ( d ) => d.clicks ),
		WIDTH,
		HEIGHT
	);
	const label = sprintf(
		/* translators: %s: clicks per day, e.g. "2026-11-20: 3, 2026-11-21: 0" */
		__( 'Clicks per day: %s', 'vitrine' ),
		days.map( ( d ) => `${ d.day }: ${ d.clicks }` ).join( ', ' )
	);
	return (
		<svg
			className="vitrine-dashboard__spark"
			viewBox={ `-2 -2 ${ WIDTH + 4 } ${ HEIGHT + 4 }` }
			width={ WIDTH }
			height={ HEIGHT }
			role="img"
			aria-label={ label }
		>
			<polyline points={ points } fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
		</svg>
	);
}
