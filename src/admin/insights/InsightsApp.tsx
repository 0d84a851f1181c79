/**
 * Vitrine → Insights (docs/insights.md, "The Insights screen"): a view (popups and panels,
 * products, consent), a date range (7, 30 or 90 days or custom) with an optional comparison with
 * the period before, a chart per day with its data table, totals per element whose name drills
 * down to that element, and a CSV of the table shown. Reads the report route only.
 */
import apiFetch from '@wordpress/api-fetch';
import { barTestResults } from './bar-test';
import { BarTestTable } from './BarTestTable';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { Chart, type Line } from './Chart';
import {
	byDimension,
	change,
	daily,
	daysOf,
	isDay,
	kindOf,
	lastDays,
	previous,
	rate,
	select,
	toCsv,
	totals,
	VIEW_EVENTS,
	type Range,
	type Row,
	type View,
} from './series';

interface Report {
	rows: Row[];
	labels?: Record< string, string >;
}

export interface Config {
	today: string;
	editUrl: string;
}

const COLOURS = [ '#2271b1', '#00a32a', '#d63638', '#996800', '#8c3bbd', '#007c89', '#50575e', '#c9356e' ];

const EVENT_LABELS = (): Record< string, string > => ( {
	impression: __( 'Seen', 'vitrine' ),
	conversion: __( 'Conversions', 'vitrine' ),
	closes: __( 'Closed', 'vitrine' ),
	accept_all: __( 'Accept all', 'vitrine' ),
	reject_all: __( 'Reject all', 'vitrine' ),
	custom: __( 'Custom choice', 'vitrine' ),
	dismiss: __( 'Closed without a choice', 'vitrine' ),
	implied: __( 'Implied (scroll or timer)', 'vitrine' ),
	optin: __( 'Category allowed', 'vitrine' ),
	optout: __( 'Category refused', 'vitrine' ),
} );

const VIEWS = (): Record< View, string > => ( {
	popups: __( 'Popups, panels and bars', 'vitrine' ),
	products: __( 'Product boxes', 'vitrine' ),
	consent: __( 'Consent', 'vitrine' ),
} );

const percent = ( value: number | null ) => ( value === null ? '–' : `${ ( 100 * value ).toFixed( 1 ) } %` );
const signed = ( value: number | null ) =>
	value === null ? '–' : `${ value > 0 ? '+' : '' }${ ( 100 * value ).toFixed( 1 ) } %`;

/** A person's name for an entity: the report's label, a consent type or category, else its key. */
function labelOf( entity: string, labels: Record< string, string > ): string {
	const [ kind = '', id = '' ] = entity.split( ':' );
	const kinds: Record< string, string > = {
		popup: __( 'Popup', 'vitrine' ),
		offcanvas: __( 'Off-canvas panel', 'vitrine' ),
		bar: __( 'Floating bar', 'vitrine' ),
		product: __( 'Product', 'vitrine' ),
		consent: id.startsWith( 'cat-' ) ? __( 'Consent category', 'vitrine' ) : __( 'Consent first layer', 'vitrine' ),
	};
	return sprintf(
		/* translators: 1: kind of element (Popup, Product…), 2: its title or id. */
		__( '%1$s: %2$s', 'vitrine' ),
		kinds[ kind ] ?? kind,
		labels[ entity ] || id.replace( /^cat-/, '' )
	);
}

function download( name: string, csv: string ) {
	const url = URL.createObjectURL( new Blob( [ csv ], { type: 'text/csv;charset=utf-8' } ) );
	const link = document.createElement( 'a' );
	link.href = url;
	link.download = name;
	link.click();
	setTimeout( () => URL.revokeObjectURL( url ) );
}

export function InsightsApp( { config }: { config: Config } ) {
	const [ view, setView ] = useState< View >( 'popups' );
	const [ preset, setPreset ] = useState( '30' );
	const [ custom, setCustom ] = useState< Range >( lastDays( config.today, 30 ) );
	const [ compare, setCompare ] = useState( false );
	const [ entity, setEntity ] = useState( '' );
	const [ report, setReport ] = useState< Report | null >( null );
	const [ error, setError ] = useState( '' );

	const customValid = custom.from <= custom.to && isDay( custom.from ) && isDay( custom.to );
	let range: Range | null = lastDays( config.today, Number( preset ) );
	if ( preset === 'custom' ) {
		range = customValid ? custom : null;
	}
	const before = range ? previous( range ) : null;
	let fetchFrom = range?.from ?? '';
	if ( compare && before ) {
		fetchFrom = before.from;
	}
	const fetchTo = range?.to ?? '';

	useEffect( () => {
		if ( ! fetchFrom ) {
			return;
		}
		setReport( null );
		setError( '' );
		apiFetch< Report >( { path: `/vitrine/v1/insights/report?from=${ fetchFrom }&to=${ fetchTo }` } )
			.then( setReport )
			.catch( ( e: { message?: string } ) =>
				setError( e?.message ?? __( 'The counts could not be loaded.', 'vitrine' ) )
			);
	}, [ fetchFrom, fetchTo ] );

	const names = EVENT_LABELS();
	const shown = useMemo( () => ( report ? select( report.rows, view, entity ) : [] ), [ report, view, entity ] );
	const days = useMemo( () => ( range ? daysOf( range ) : [] ), [ range?.from, range?.to ] ); // eslint-disable-line react-hooks/exhaustive-deps
	const events = VIEW_EVENTS[ view ].filter(
		( e ) => view !== 'consent' || shown.some( ( r ) => r.event === e ) || e === 'impression'
	);
	const series = range ? daily( shown, range, events ) : {};
	const earlier = compare && before ? daily( shown, before, events ) : null;
	const lines: Line[] = useMemo(
		() => [
			...events.map( ( e, i ) => ( {
				label: names[ e ] ?? e,
				values: series[ e ] ?? [],
				colour: COLOURS[ i % COLOURS.length ] as string,
			} ) ),
			...( earlier
				? [
						{
							label: sprintf(
								/* translators: %s: a series name */ __( '%s, period before', 'vitrine' ),
								names[ events[ 0 ] as string ] ?? ''
							),
							values: earlier[ events[ 0 ] as string ] ?? [],
							colour: '#8c8f94',
							dashed: true,
						},
					]
				: [] ),
		],
		[ JSON.stringify( series ), JSON.stringify( earlier ) ] // eslint-disable-line react-hooks/exhaustive-deps
	);

	const allOfView = report && range ? totals( select( report.rows, view ), range ) : {};
	const allBefore = report && before && compare ? totals( select( report.rows, view ), before ) : {};
	const labels = report?.labels ?? {};
	const tableHead = [ __( 'Day', 'vitrine' ), ...events.map( ( e ) => names[ e ] ?? e ) ];
	const tableBody = days.map( ( day, i ) => [ day, ...events.map( ( e ) => series[ e ]?.[ i ] ?? 0 ) ] );
	const scope = entity ? labelOf( entity, labels ) : VIEWS()[ view ];
	const barResults = report && range && view === 'consent' ? barTestResults( report.rows, range ) : [];

	return (
		<div className="vitrine-insights">
			<div className="vitrine-insights__controls">
				<span className="vitrine-insights__field">
					<label htmlFor="vitrine-insights-view">{ __( 'Show', 'vitrine' ) }</label>
					<select
						id="vitrine-insights-view"
						value={ view }
						onChange={ ( e ) => {
							setView( e.target.value as View );
							setEntity( '' );
						} }
					>
						{ Object.entries( VIEWS() ).map( ( [ key, name ] ) => (
							<option key={ key } value={ key }>
								{ name }
							</option>
						) ) }
					</select>
				</span>
				<span className="vitrine-insights__field">
					<label htmlFor="vitrine-insights-period">{ __( 'Period', 'vitrine' ) }</label>
					<select
						id="vitrine-insights-period"
						value={ preset }
						onChange={ ( e ) => setPreset( e.target.value ) }
					>
						<option value="7">{ __( 'Last 7 days', 'vitrine' ) }</option>
						<option value="30">{ __( 'Last 30 days', 'vitrine' ) }</option>
						<option value="90">{ __( 'Last 90 days', 'vitrine' ) }</option>
						<option value="custom">{ __( 'Custom', 'vitrine' ) }</option>
					</select>
				</span>
				{ preset === 'custom' && (
					<>
						<span className="vitrine-insights__field">
							<label htmlFor="vitrine-insights-from">{ __( 'From', 'vitrine' ) }</label>
							<input
								id="vitrine-insights-from"
								type="date"
								value={ custom.from }
								max={ config.today }
								onChange={ ( e ) => setCustom( { ...custom, from: e.target.value } ) }
							/>
						</span>
						<span className="vitrine-insights__field">
							<label htmlFor="vitrine-insights-to">{ __( 'To', 'vitrine' ) }</label>
							<input
								id="vitrine-insights-to"
								type="date"
								value={ custom.to }
								max={ config.today }
								onChange={ ( e ) => setCustom( { ...custom, to: e.target.value } ) }
							/>
						</span>
					</>
				) }
				<span className="vitrine-insights__field">
					<input
						id="vitrine-insights-compare"
						type="checkbox"
						checked={ compare }
						onChange={ ( e ) => setCompare( e.target.checked ) }
					/>
					<label htmlFor="vitrine-insights-compare">
						{ __( 'Compare with the period before', 'vitrine' ) }
					</label>
				</span>
			</div>
			{ ! range && (
				<p className="notice notice-warning inline">
					{ __( 'Choose a start day that is not after the end day.', 'vitrine' ) }
				</p>
			) }
			{ error && <p className="notice notice-error inline">{ error }</p> }
			{ range && ! report && ! error && <p>{ __( 'Loading the counts…', 'vitrine' ) }</p> }
			{ range && report && (
				<>
					<h2>
						{ scope }{ ' ' }
						<span className="vitrine-insights__period">
							{ sprintf(
								/* translators: 1: first day, 2: last day */ __( '%1$s to %2$s', 'vitrine' ),
								range.from,
								range.to
							) }
						</span>
					</h2>
					{ entity && (
						<p>
							<button type="button" className="button-link" onClick={ () => setEntity( '' ) }>
								{ sprintf(
									/* translators: %s: a view's name */ __( 'Back to all: %s', 'vitrine' ),
									VIEWS()[ view ]
								) }
							</button>
							{ kindOf( entity ) === 'popup' && (
								<>
									{ ' · ' }
									<a href={ config.editUrl + entity.slice( 6 ) }>
										{ __( 'Edit this popup (variants and A/B results)', 'vitrine' ) }
									</a>
								</>
							) }
						</p>
					) }
					<div className="vitrine-insights__pair">
						<Chart days={ days } lines={ lines } />
						<div
							className="vitrine-insights__table-wrap"
							tabIndex={ 0 }
							role="region"
							aria-label={ __( 'Counts per day', 'vitrine' ) }
						>
							<table className="widefat striped vitrine-insights__daily">
								<caption>
									{ sprintf(
										/* translators: %s: what is shown */ __( 'Counts per day: %s', 'vitrine' ),
										scope
									) }
								</caption>
								<thead>
									<tr>
										{ tableHead.map( ( h ) => (
											<th key={ h } scope="col">
												{ h }
											</th>
										) ) }
									</tr>
								</thead>
								<tbody>
									{ tableBody.map( ( [ day, ...counts ] ) => (
										<tr key={ day }>
											<th scope="row">{ day }</th>
											{ counts.map( ( c, i ) => (
												<td key={ i }>{ c }</td>
											) ) }
										</tr>
									) ) }
								</tbody>
							</table>
						</div>
					</div>
					<p>
						<button
							type="button"
							className="button"
							onClick={ () =>
								download(
									`vitrine-insights-${ view }-${ range.from }-${ range.to }.csv`,
									toCsv( tableHead, tableBody )
								)
							}
						>
							{ __( 'Download this table (CSV)', 'vitrine' ) }
						</button>
					</p>
					{ entity && (
						<div
							className="vitrine-insights__scroll"
							tabIndex={ 0 }
							role="region"
							aria-label={ __( 'Counts by law, region or page', 'vitrine' ) }
						>
							<table className="widefat striped vitrine-insights-totals vitrine-insights-dimensions">
								<caption>
									{ sprintf(
										/* translators: %s: an element's name */
										__( '%s by law, region or page', 'vitrine' ),
										scope
									) }
								</caption>
								<thead>
									<tr>
										<th scope="col">{ __( 'Law, region or page', 'vitrine' ) }</th>
										{ events.map( ( e ) => (
											<th key={ e } scope="col">
												{ names[ e ] ?? e }
											</th>
										) ) }
									</tr>
								</thead>
								<tbody>
									{ Object.entries( byDimension( shown, range ) ).map( ( [ dimension, t ] ) => (
										<tr key={ dimension }>
											<th scope="row">{ dimension || __( 'All', 'vitrine' ) }</th>
											{ events.map( ( e ) => (
												<td key={ e }>{ ( t[ e ] ?? 0 ).toLocaleString() }</td>
											) ) }
										</tr>
									) ) }
								</tbody>
							</table>
						</div>
					) }
					{ view === 'consent' && ! entity && barResults.length > 0 && (
						<BarTestTable results={ barResults } />
					) }
					<div
						className="vitrine-insights__scroll"
						tabIndex={ 0 }
						role="region"
						aria-label={ __( 'Totals per element', 'vitrine' ) }
					>
						<table className="widefat striped vitrine-insights-totals">
							<caption>
								{ sprintf(
									/* translators: %s: a view's name */ __( 'Totals per element: %s', 'vitrine' ),
									VIEWS()[ view ]
								) }
							</caption>
							<thead>
								<tr>
									<th scope="col">{ __( 'Element', 'vitrine' ) }</th>
									{ events.map( ( e ) => (
										<th key={ e } scope="col">
											{ names[ e ] ?? e }
										</th>
									) ) }
									{ view !== 'products' && (
										<th scope="col">
											{ view === 'consent'
												? __( 'Accept or opt-in rate', 'vitrine' )
												: __( 'Conversion rate', 'vitrine' ) }
										</th>
									) }
									{ compare && (
										<th scope="col">
											{ sprintf(
												/* translators: %s: a series name */ __( '%s, change', 'vitrine' ),
												names[ events[ 0 ] as string ] ?? ''
											) }
										</th>
									) }
								</tr>
							</thead>
							<tbody>
								{ Object.keys( allOfView ).length === 0 && (
									<tr>
										<td colSpan={ events.length + 3 }>
											{ __( 'Nothing counted in this period.', 'vitrine' ) }
										</td>
									</tr>
								) }
								{ Object.entries( allOfView ).map( ( [ key, t ] ) => (
									<tr key={ key } className={ key === entity ? 'is-selected' : undefined }>
										<th scope="row">
											<button
												type="button"
												className="button-link"
												aria-pressed={ key === entity }
												onClick={ () => setEntity( key ) }
											>
												{ labelOf( key, labels ) }
											</button>
										</th>
										{ events.map( ( e ) => (
											<td key={ e }>{ ( t[ e ] ?? 0 ).toLocaleString() }</td>
										) ) }
										{ view !== 'products' && <td>{ percent( rate( key, t ) ) }</td> }
										{ compare && (
											<td>
												{ signed(
													change(
														t[ events[ 0 ] as string ] ?? 0,
														allBefore[ key ]?.[ events[ 0 ] as string ] ?? 0
													)
												) }
											</td>
										) }
									</tr>
								) ) }
							</tbody>
						</table>
					</div>
				</>
			) }
		</div>
	);
}
