/**
 * The popup editor's "A/B test" panel (docs/popups.md, "A/B tests"): add a variant, set the
 * traffic weights, read the results per variant (impressions, conversions, rate with its 95 %
 * interval, probability of beating the control: docs/insights.md) and apply the winner after a
 * confirmation. In a variant's editor it says whose variant it is. Everything goes through the
 * A/B test REST routes, not the post's save, so the numbers are the server's.
 */
import { Button, Modal, Notice, Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import {
	addVariant,
	applyWinner,
	letter,
	percent,
	readTest,
	saveWeights,
	stopTest,
	type TestResults,
} from './abtest-api';
import { editorData } from './meta';

function useCurrentPost(): { id: number; status: string } {
	return useSelect( ( select ) => {
		const editor = select( 'core/editor' ) as {
			getCurrentPostId: () => number;
			getCurrentPostAttribute: ( name: string ) => unknown;
		};
		return { id: editor.getCurrentPostId(), status: String( editor.getCurrentPostAttribute( 'status' ) ?? '' ) };
	}, [] );
}

function ResultsTable( {
	rows,
	weights,
	setWeight,
	caption = __( 'A/B test results per variant', 'vitrine' ),
}: {
	rows: TestResults[ 'variants' ];
	weights?: Record< string, number >;
	setWeight?: ( key: string, value: number ) => void;
	caption?: string;
} ) {
	return (
		<div className="vitrine-abtest__scroll">
			<table className="vitrine-abtest__table">
				<caption className="screen-reader-text">{ caption }</caption>
				<thead>
					<tr>
						<th scope="col">{ __( 'Variant', 'vitrine' ) }</th>
						<th scope="col">{ __( 'Weight', 'vitrine' ) }</th>
						<th scope="col">{ __( 'Seen', 'vitrine' ) }</th>
						<th scope="col">{ __( 'Conv.', 'vitrine' ) }</th>
						<th scope="col">{ __( 'Rate (95 % range)', 'vitrine' ) }</th>
						<th scope="col">{ __( 'Beats A', 'vitrine' ) }</th>
					</tr>
				</thead>
				<tbody>
					{ rows.map( ( row ) => (
						<tr key={ row.variant }>
							<th scope="row">
								{ row.variant === 'a' ? (
									__( 'A (this popup)', 'vitrine' )
								) : (
									<a href={ row.edit_link }>{ letter( row.variant ) }</a>
								) }
							</th>
							<td>
								{ ! setWeight ? (
									row.weight
								) : (
									<input
										type="number"
										min={ 0 }
										max={ 100 }
										className="vitrine-abtest__weight"
										/* translators: %s: a variant letter. */
										aria-label={ sprintf( __( 'Weight of %s', 'vitrine' ), letter( row.variant ) ) }
										value={ weights?.[ row.variant ] ?? row.weight }
										onChange={ ( event ) => setWeight( row.variant, Number( event.target.value ) ) }
									/>
								) }
							</td>
							<td>{ row.impressions }</td>
							<td>{ row.conversions }</td>
							<td className="vitrine-abtest__rate">
								{ percent( row.rate ) }
								<span className="vitrine-abtest__interval">
									{ sprintf(
										/* translators: 1: lower bound, 2: upper bound (with its % sign) of a 95 % interval. */
										__( '%1$s–%2$s', 'vitrine' ),
										( row.rate_low * 100 ).toFixed( 1 ),
										percent( row.rate_high )
									) }
								</span>
							</td>
							<td>{ row.beats_control === null ? '—' : percent( row.beats_control ) }</td>
						</tr>
					) ) }
				</tbody>
			</table>
		</div>
	);
}

/** How the last test ended, with its days. */
function lastTestText( last: NonNullable< TestResults[ 'last' ] > ): string {
	if ( last.outcome === 'stopped' ) {
		/* translators: 1: first day, 2: last day of the last test (YYYY-MM-DD). */
		const text = __( 'The last test (%1$s to %2$s) was stopped without a winner. Its results:', 'vitrine' );
		return sprintf( text, last.started, last.ended );
	}
	if ( last.outcome === 'kept' ) {
		/* translators: 1: first day, 2: last day of the last test (YYYY-MM-DD). */
		const text = __( 'The last test (%1$s to %2$s) kept this version. Its results:', 'vitrine' );
		return sprintf( text, last.started, last.ended );
	}
	/* translators: 1: first day, 2: last day of the last test (YYYY-MM-DD). */
	const text = __( 'The last test (%1$s to %2$s) applied a variant. Its results:', 'vitrine' );
	return sprintf( text, last.started, last.ended );
}

function VariantNotice() {
	const variant = editorData().variant;
	if ( ! variant ) {
		return null;
	}
	return (
		<p>
			{ sprintf(
				/* translators: 1: a variant letter, 2: the popup's title. */
				__(
					'This is variant %1$s of “%2$s”. Where it shows, its triggers and conditions are that popup’s; edit its content and display here.',
					'vitrine'
				),
				letter( variant.letter ),
				variant.title
			) }{ ' ' }
			<a href={ variant.editLink }>{ __( 'Open the test', 'vitrine' ) }</a>
		</p>
	);
}

export function AbTestPanel() {
	const { id, status } = useCurrentPost();
	const [ test, setTest ] = useState< TestResults | null >( null );
	const [ weights, setWeights ] = useState< Record< string, number > >( {} );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState( '' );
	const [ confirming, setConfirming ] = useState( false );
	const [ stopping, setStopping ] = useState( false );
	const isVariant = !! editorData().variant;
	const published = status === 'publish';

	const run = async ( call: () => Promise< TestResults > ) => {
		setBusy( true );
		setError( '' );
		try {
			setTest( await call() );
			setWeights( {} );
		} catch ( failure ) {
			setError( ( failure as { message?: string } ).message ?? __( 'The request failed.', 'vitrine' ) );
		} finally {
			setBusy( false );
		}
	};

	useEffect( () => {
		if ( id && published && ! isVariant ) {
			void run( () => readTest( id ) );
		}
	}, [ id, published, isVariant ] );

	if ( isVariant ) {
		return <VariantNotice />;
	}
	if ( ! published ) {
		return <p>{ __( 'Publish the popup to start an A/B test.', 'vitrine' ) }</p>;
	}
	if ( ! test ) {
		return error ? (
			<Notice status="error" isDismissible={ false }>
				{ error }
			</Notice>
		) : (
			<Spinner />
		);
	}
	const leader = test.winner;
	const changed = Object.keys( weights ).length > 0;
	return (
		<div className="vitrine-popups-panel vitrine-abtest">
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ test.running ? (
				<>
					<p>
						{ sprintf(
							/* translators: %s: a date (YYYY-MM-DD). */
							__( 'Running since %s. Each visitor keeps the variant first drawn.', 'vitrine' ),
							test.started
						) }
					</p>
					<ResultsTable
						rows={ test.variants }
						weights={ weights }
						setWeight={ ( key, value ) => setWeights( { ...weights, [ key ]: value } ) }
					/>
					{ changed && (
						<Button
							variant="secondary"
							disabled={ busy }
							onClick={ () => run( () => saveWeights( id, weights ) ) }
						>
							{ __( 'Save the weights', 'vitrine' ) }
						</Button>
					) }
				</>
			) : (
				<>
					<p>
						{ __(
							'Show visitors other versions of this popup and keep the one that converts best.',
							'vitrine'
						) }
					</p>
					{ test.last && (
						<>
							<p>{ lastTestText( test.last ) }</p>
							<ResultsTable
								rows={ test.last.variants }
								caption={ __( 'Results of the last A/B test', 'vitrine' ) }
							/>
						</>
					) }
				</>
			) }
			{ test.running && ! leader && (
				<p className="vitrine-abtest__rule">
					{ test.impressions_needed > 0
						? sprintf(
								/* translators: 1: impressions per variant, 2: how many are still missing. */
								__(
									'No winner yet: each variant needs %1$d impressions before one can be applied (%2$d more).',
									'vitrine'
								),
								test.min_impressions,
								test.impressions_needed
							)
						: sprintf(
								/* translators: %s: a probability such as 95 %. */
								__( 'No winner yet: no variant beats the others with a probability of %s.', 'vitrine' ),
								percent( test.confidence )
							) }
				</p>
			) }
			<Button variant="secondary" disabled={ busy } onClick={ () => run( () => addVariant( id ) ) }>
				{ __( 'Add a variant', 'vitrine' ) }
			</Button>
			{ test.running && (
				<Button variant="tertiary" isDestructive disabled={ busy } onClick={ () => setStopping( true ) }>
					{ __( 'Stop the test without a winner', 'vitrine' ) }
				</Button>
			) }
			{ stopping && (
				<Modal
					title={ __( 'Stop the test?', 'vitrine' ) }
					onRequestClose={ () => setStopping( false ) }
					size="small"
				>
					<p>
						{ __(
							'This popup stays as it is and the test ends. The variants go to the trash; the results are kept.',
							'vitrine'
						) }
					</p>
					<div className="vitrine-abtest__actions">
						<Button variant="tertiary" onClick={ () => setStopping( false ) }>
							{ __( 'Cancel', 'vitrine' ) }
						</Button>
						<Button
							variant="primary"
							disabled={ busy }
							onClick={ async () => {
								setStopping( false );
								await run( () => stopTest( id ) );
							} }
						>
							{ __( 'Stop the test', 'vitrine' ) }
						</Button>
					</div>
				</Modal>
			) }
			{ test.running && leader && (
				<Button variant="primary" disabled={ busy } onClick={ () => setConfirming( true ) }>
					{ sprintf(
						/* translators: %s: a variant letter. */
						__( 'Apply the winner (%s)', 'vitrine' ),
						letter( leader )
					) }
				</Button>
			) }
			{ confirming && (
				<Modal
					title={ __( 'Apply the winner?', 'vitrine' ) }
					onRequestClose={ () => setConfirming( false ) }
					size="small"
				>
					<p>
						{ leader === 'a'
							? __(
									'This popup stays as it is and the test ends. The variants go to the trash.',
									'vitrine'
								)
							: sprintf(
									/* translators: %s: a variant letter. */
									__(
										'This popup takes the content and display settings of variant %s and the test ends. The variants go to the trash.',
										'vitrine'
									),
									letter( leader )
								) }
					</p>
					<div className="vitrine-abtest__actions">
						<Button variant="tertiary" onClick={ () => setConfirming( false ) }>
							{ __( 'Cancel', 'vitrine' ) }
						</Button>
						<Button
							variant="primary"
							disabled={ busy }
							onClick={ async () => {
								await run( () => applyWinner( id, leader ) );
								// The editor holds the old content: load the popup as it is now.
								window.location.reload();
							} }
						>
							{ __( 'Apply and end the test', 'vitrine' ) }
						</Button>
					</div>
				</Modal>
			) }
			{ busy && <Spinner /> }
		</div>
	);
}
