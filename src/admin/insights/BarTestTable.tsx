/**
 * The consent bar's A/B test on the Insights screen (docs/insights.md, "A/B test of the consent
 * bar"): per version, the counts and both rates, accept all AND reject, each with its 95 %
 * interval, so a version that only looks better because fewer people refuse is visible as such.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { BarVariantResult } from './bar-test';

const pct = ( v: number ) => `${ ( 100 * v ).toFixed( 1 ) } %`;
const withInterval = ( r: [ number, number, number ] | null ) =>
	r
		? sprintf(
				/* translators: 1: a rate, 2: low end, 3: high end of its 95 % interval */
				__( '%1$s (%2$s–%3$s)', 'vitrine' ),
				pct( r[ 0 ] ),
				pct( r[ 1 ] ),
				pct( r[ 2 ] )
			)
		: '–';

export function BarTestTable( { results }: { results: BarVariantResult[] } ) {
	return (
		<div
			className="vitrine-insights__scroll"
			tabIndex={ 0 }
			role="region"
			aria-label={ __( 'A/B test of the consent bar', 'vitrine' ) }
		>
			<table className="widefat striped vitrine-insights-totals vitrine-insights-bar-test">
				<caption>
					{ __(
						'A/B test of the consent bar: first decisions per version (rates per showing, 95 % interval)',
						'vitrine'
					) }
				</caption>
				<thead>
					<tr>
						<th scope="col">{ __( 'Version', 'vitrine' ) }</th>
						<th scope="col">{ __( 'Seen', 'vitrine' ) }</th>
						<th scope="col">{ __( 'Accept all', 'vitrine' ) }</th>
						<th scope="col">{ __( 'Reject all', 'vitrine' ) }</th>
						<th scope="col">{ __( 'Custom choice', 'vitrine' ) }</th>
						<th scope="col">{ __( 'Closed without a choice', 'vitrine' ) }</th>
						<th scope="col">{ __( 'Accept-all rate', 'vitrine' ) }</th>
						<th scope="col">{ __( 'Reject rate', 'vitrine' ) }</th>
						<th scope="col">{ __( 'Categories allowed', 'vitrine' ) }</th>
					</tr>
				</thead>
				<tbody>
					{ results.map( ( r ) => (
						<tr key={ r.variant }>
							<th scope="row">
								{ r.variant === 'a'
									? __( 'A (your bar, the control)', 'vitrine' )
									: r.variant.toUpperCase() }
							</th>
							<td>{ r.impressions.toLocaleString() }</td>
							<td>{ r.accept_all.toLocaleString() }</td>
							<td>{ r.reject_all.toLocaleString() }</td>
							<td>{ r.custom.toLocaleString() }</td>
							<td>{ r.dismiss.toLocaleString() }</td>
							<td>{ withInterval( r.acceptRate ) }</td>
							<td>{ withInterval( r.rejectRate ) }</td>
							<td>{ r.optinRate === null ? '–' : pct( r.optinRate ) }</td>
						</tr>
					) ) }
				</tbody>
			</table>
		</div>
	);
}
