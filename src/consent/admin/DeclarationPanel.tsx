/**
 * The cookie declaration in the admin: what Vitrine and other plugins declare (read only), the
 * owner's entries (editable), and the scan that proposes entries for what the site's pages set,
 * matched against the Open Cookie Database; the owner confirms what goes in (docs/consent.md).
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useRef, useState } from '@wordpress/element';
import { Button, Notice } from '@wordpress/components';
import { CheckboxControl, SelectControl, TextareaControl, TextControl } from '../../editor/controls';
import { __, sprintf } from '@wordpress/i18n';
import { declared, isCookieDatabase, propose, type Proposal } from '../core/cookie-match';
import { scanSite, type ScanResult } from './scan';
import { boot, type AdminSettings, type DeclarationEntry } from './types';
import type { Update } from './SettingsApp';

const CATEGORIES = [ 'necessary', 'functional', 'analytics', 'performance', 'advertisement', 'others' ];

function EntryFields( {
	entry,
	onChange,
}: {
	entry: DeclarationEntry;
	onChange: ( patch: Partial< DeclarationEntry > ) => void;
} ) {
	const names = boot().categoryNames;
	const text = ( key: 'name' | 'provider' | 'purpose' | 'retention', label: string ) => (
		<TextControl label={ label } value={ entry[ key ] } onChange={ ( value ) => onChange( { [ key ]: value } ) } />
	);
	return (
		<>
			{ text( 'name', __( 'Name', 'vitrine' ) ) }
			{ text( 'provider', __( 'Provider', 'vitrine' ) ) }
			{ text( 'purpose', __( 'Purpose', 'vitrine' ) ) }
			{ text( 'retention', __( 'Retention', 'vitrine' ) ) }
			<SelectControl
				label={ __( 'Type', 'vitrine' ) }
				value={ entry.type }
				options={ Object.entries( boot().declaration.types ).map( ( [ value, label ] ) => ( {
					value,
					label,
				} ) ) }
				onChange={ ( type ) => onChange( { type: type as DeclarationEntry[ 'type' ] } ) }
			/>
			<SelectControl
				label={ __( 'Category', 'vitrine' ) }
				value={ entry.category }
				options={ CATEGORIES.map( ( value ) => ( { value, label: names[ value ]?.name ?? value } ) ) }
				onChange={ ( category ) => onChange( { category } ) }
			/>
		</>
	);
}

/**
 * What Vitrine and other plugins declare, as visitors read it: one table, a row per cookie or storage
 * key, its category first. Below 600 px each row stacks into label/value lines (forms.scss), so a
 * phone reads every column without scrolling sideways.
 */
function DeclaredTable( { entries }: { entries: DeclarationEntry[] } ) {
	const names = boot().categoryNames;
	const types = boot().declaration.types;
	const order = ( e: DeclarationEntry ) => CATEGORIES.indexOf( e.category );
	const rows = [ ...entries ].sort( ( a, b ) => order( a ) - order( b ) );
	const columns = {
		name: __( 'Name', 'vitrine' ),
		category: __( 'Category', 'vitrine' ),
		provider: __( 'Provider', 'vitrine' ),
		purpose: __( 'Purpose', 'vitrine' ),
		retention: __( 'Retention', 'vitrine' ),
		type: __( 'Type', 'vitrine' ),
	};
	return (
		<table className="widefat striped vitrine-consent-admin__declared">
			<caption className="screen-reader-text">
				{ __( 'Declared by Vitrine and other plugins', 'vitrine' ) }
			</caption>
			<thead>
				<tr>
					{ Object.values( columns ).map( ( label ) => (
						<th scope="col" key={ label }>
							{ label }
						</th>
					) ) }
				</tr>
			</thead>
			<tbody>
				{ rows.map( ( e ) => (
					<tr key={ `${ e.type }:${ e.name }` }>
						<th scope="row" data-label={ columns.name }>
							<code>{ e.name }</code>
						</th>
						<td data-label={ columns.category }>{ names[ e.category ]?.name ?? e.category }</td>
						<td data-label={ columns.provider }>{ e.provider }</td>
						<td data-label={ columns.purpose }>{ e.purpose }</td>
						<td data-label={ columns.retention }>{ e.retention }</td>
						<td data-label={ columns.type }>{ types[ e.type ] ?? e.type }</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}

export function DeclarationPanel( { settings, update }: { settings: AdminSettings; update: Update } ) {
	const config = boot().declaration;
	const entries = settings.declaration;
	const [ scanning, setScanning ] = useState( false );
	const [ progress, setProgress ] = useState( '' );
	const [ result, setResult ] = useState< ScanResult | null >( null );
	const [ proposals, setProposals ] = useState< Array< Proposal & { add: boolean } > >( [] );
	const [ error, setError ] = useState( '' );
	const [ pages, setPages ] = useState( config.scanPages.join( '\n' ) );
	const abort = useRef< AbortController | null >( null );
	useEffect( () => () => abort.current?.abort(), [] );

	const set = ( index: number, patch: Partial< DeclarationEntry > ) =>
		update( { declaration: entries.map( ( e, i ) => ( i === index ? { ...e, ...patch } : e ) ) } );

	const scan = async () => {
		abort.current = new AbortController();
		setScanning( true );
		setError( '' );
		setResult( null );
		try {
			const response = await fetch( config.databaseUrl );
			const db: unknown = response.ok ? await response.json() : null;
			if ( ! isCookieDatabase( db ) ) {
				throw new Error(
					__( 'The Open Cookie Database file could not be read; reinstall the plugin.', 'vitrine' )
				);
			}
			const urls = pages
				.split( /\s+/ )
				.filter( Boolean )
				.map( ( p ) => new URL( p, window.location.origin ).href );
			const done = await scanSite(
				urls,
				settings.lifetime,
				( n, total ) =>
					/* translators: 1: pages scanned, 2: pages in all */
					setProgress( sprintf( __( 'Scanned %1$d of %2$d pages…', 'vitrine' ), n, total ) ),
				abort.current.signal
			);
			const known = [ ...config.builtIn, ...entries ].map( ( e ) => e.name );
			setResult( done );
			const undeclared = done.found
				.filter( ( f ) => ! declared( f.name, known ) )
				.map( ( f ) => ( { ...propose( f.name, f.type, db ), add: true } ) );
			setProposals( undeclared );
			// For the dashboard's "last cookie scan" (docs/admin.md); a failure here changes nothing on this screen.
			apiFetch( {
				path: '/vitrine/v1/consent/scan-report',
				method: 'POST',
				data: { pages: urls.length, found: done.found.length, unknown: undeclared.length },
			} ).catch( () => undefined );
		} catch ( e ) {
			if ( ! abort.current?.signal.aborted ) {
				setError( e instanceof Error ? e.message : String( e ) );
			}
		} finally {
			setScanning( false );
		}
	};

	const confirm = () => {
		const added: DeclarationEntry[] = proposals
			.filter( ( p ) => p.add )
			.map( ( p ) => ( {
				name: p.name,
				provider: p.provider,
				purpose: p.purpose,
				retention: p.retention,
				type: p.type,
				category: p.category,
				source: 'scan',
			} ) );
		update( { declaration: [ ...entries, ...added ] } );
		setProposals( [] );
	};

	return (
		<>
			<p>
				{ __(
					'The declaration lists every cookie and storage key of the site by category. Show it with the Cookie Declaration block or the [vitrine_cookie_declaration] shortcode; the bar’s settings show it too. Adding a cookie to a category visitors accepted asks them again.',
					'vitrine'
				) }
			</p>
			<h2>{ __( 'Declared by Vitrine and other plugins', 'vitrine' ) }</h2>
			<p className="description">
				{ __(
					'These come with the code that sets them and change with it; they are shown to visitors as they are here.',
					'vitrine'
				) }
			</p>
			<DeclaredTable entries={ config.builtIn } />
			<h2>{ __( 'Your entries', 'vitrine' ) }</h2>
			{ entries.length === 0 && (
				<p>
					{ __(
						'None yet. Add what other code on the site stores (an analytics tag, an embed), or scan the site below to have entries proposed.',
						'vitrine'
					) }
				</p>
			) }
			{ entries.map( ( entry, index ) => (
				<fieldset className="vitrine-consent-admin__rule" key={ index }>
					<legend className="screen-reader-text">{ entry.name || __( 'New entry', 'vitrine' ) }</legend>
					<EntryFields entry={ entry } onChange={ ( patch ) => set( index, patch ) } />
					<Button
						variant="secondary"
						isDestructive
						onClick={ () => update( { declaration: entries.filter( ( _, i ) => i !== index ) } ) }
					>
						{ __( 'Remove', 'vitrine' ) }
					</Button>
				</fieldset>
			) ) }
			<Button
				variant="secondary"
				onClick={ () =>
					update( {
						declaration: [
							...entries,
							{
								name: '',
								provider: '',
								purpose: '',
								retention: '',
								type: 'cookie',
								category: 'others',
								source: 'owner',
							},
						],
					} )
				}
			>
				{ __( 'Add an entry', 'vitrine' ) }
			</Button>

			<h2>{ __( 'Scan the site', 'vitrine' ) }</h2>
			<p>
				{ __(
					'Opens these pages of this site in your browser with every category accepted, records what they store and which other sites they load from, then throws that consent away (your own cookie choices are restored).',
					'vitrine'
				) }
			</p>
			<TextareaControl
				label={ __( 'Pages to scan (one address per line)', 'vitrine' ) }
				value={ pages }
				onChange={ setPages }
				rows={ 6 }
			/>
			<Button variant="primary" onClick={ scan } isBusy={ scanning } disabled={ scanning }>
				{ __( 'Scan the site', 'vitrine' ) }
			</Button>
			<p role="status" aria-live="polite">
				{ scanning ? progress : '' }
			</p>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ result && (
				<div className="vitrine-consent-admin__scan">
					{ result.problems.map( ( problem ) => (
						<Notice key={ problem } status="warning" isDismissible={ false }>
							{ problem }
						</Notice>
					) ) }
					<p>
						{ sprintf(
							/* translators: 1: number found, 2: number not yet declared */
							__( 'Found %1$d cookies and storage keys, %2$d not yet declared.', 'vitrine' ),
							result.found.length,
							proposals.length
						) }
					</p>
					{ proposals.map( ( p, index ) => (
						<fieldset className="vitrine-consent-admin__rule" key={ `${ p.type }:${ p.name }` }>
							<legend>
								<code>{ p.name }</code>{ ' ' }
								{ p.known
									? __( '(in the Open Cookie Database)', 'vitrine' )
									: __(
											'(unknown: not in the Open Cookie Database; describe it yourself)',
											'vitrine'
										) }
							</legend>
							<EntryFields
								entry={ { ...p, source: 'scan' } }
								onChange={ ( patch ) =>
									setProposals(
										proposals.map( ( q, i ) => ( i === index ? { ...q, ...patch } : q ) )
									)
								}
							/>
							<CheckboxControl
								label={ __( 'Add to the declaration', 'vitrine' ) }
								checked={ p.add }
								onChange={ ( add ) =>
									setProposals( proposals.map( ( q, i ) => ( i === index ? { ...q, add } : q ) ) )
								}
							/>
						</fieldset>
					) ) }
					{ proposals.length > 0 && (
						<Button variant="primary" onClick={ confirm }>
							{ __( 'Add the ticked entries (then save)', 'vitrine' ) }
						</Button>
					) }
					{ result.hosts.length > 0 && (
						<>
							<h3>{ __( 'Other sites the pages load from', 'vitrine' ) }</h3>
							<p>
								{ __(
									'Scripts and frames from these hosts may set cookies on their own site; block them under Script blocking until consent.',
									'vitrine'
								) }
							</p>
							<ul>
								{ result.hosts.map( ( host ) => (
									<li key={ host }>
										<code>{ host }</code>
									</li>
								) ) }
							</ul>
						</>
					) }
					<p className="description">
						{ __( 'Cookie descriptions: Open Cookie Database (Apache License 2.0).', 'vitrine' ) }
					</p>
				</div>
			) }
		</>
	);
}
