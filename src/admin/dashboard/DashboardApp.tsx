/**
 * The Vitrine dashboard: one card per part with its state at a glance and what to do next, from
 * GET vitrine/v1/dashboard (docs/admin.md, "Dashboard"). Built from WordPress's own components.
 */
import apiFetch from '@wordpress/api-fetch';
import { Notice, Spinner } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { AffiliateCard, ConsentCard, DemoCard, FormsCard, PopupsCard, ShopCard } from './Cards';
import type { DashboardState, Problem } from './types';

export function DashboardApp() {
	const [ state, setState ] = useState< DashboardState | null >( null );
	const [ error, setError ] = useState( '' );
	const [ dismissed, setDismissed ] = useState< string[] >( [] );

	useEffect( () => {
		apiFetch< DashboardState >( { path: '/vitrine/v1/dashboard' } )
			.then( setState )
			.catch( ( failure: { message?: string } ) => setError( failure.message ?? String( failure ) ) );
	}, [] );

	if ( error ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ error }
			</Notice>
		);
	}
	if ( ! state ) {
		return <Spinner />;
	}
	const problems = state.problems.filter( ( p ) => ! dismissed.includes( key( p ) ) );
	return (
		<div className="vitrine-dashboard">
			{ problems.length > 0 && (
				<section className="vitrine-dashboard__problems" aria-label={ __( 'Things to fix', 'vitrine' ) }>
					{ problems.map( ( problem ) => (
						<Notice
							key={ key( problem ) }
							status="warning"
							onRemove={ () => setDismissed( [ ...dismissed, key( problem ) ] ) }
							actions={ [ { label: __( 'Fix it', 'vitrine' ), url: problem.url } ] }
						>
							<strong>{ problem.part }:</strong> { problem.message }
						</Notice>
					) ) }
				</section>
			) }
			<div className="vitrine-dashboard__grid">
				{ state.consent && <ConsentCard card={ state.consent } /> }
				{ state.affiliate && <AffiliateCard card={ state.affiliate } /> }
				{ state.popups && <PopupsCard card={ state.popups } /> }
				{ state.forms && <FormsCard card={ state.forms } /> }
				{ state.shop && <ShopCard card={ state.shop } /> }
				{ state.demo && <DemoCard card={ state.demo } /> }
			</div>
		</div>
	);
}

function key( problem: Problem ): string {
	return `${ problem.part }|${ problem.message }`;
}
