/**
 * The settings modal: a tab for the privacy overview and one per category, a toggle per category
 * (necessary always on and disabled), an enable-all toggle, and the decisions. A dialog that traps
 * focus, closes on Escape and gives focus back to what opened it. Its header and actions stay in view
 * and its height is fixed, so switching tabs never moves them: only the panel scrolls (docs/consent.md).
 */
import { useRef, useState } from '@wordpress/element';
import type { KeyboardEvent } from 'react';
import type { GateApi } from '../core/gate-api';
import { truncate } from '../core/text';
import { NECESSARY, type Action } from '../core/types';
import { setAll } from '../core/ui-state';
import { ActionButton } from './buttons';
import { DeclarationTable } from './DeclarationTable';
import { useDeclaration } from './useDeclaration';
import { useTrap } from './useTrap';
import { ModalLayer } from './ModalLayer';

interface Props {
	gate: GateApi;
	open: boolean;
	selection: Record< string, boolean >;
	onSelect: ( next: Record< string, boolean > ) => void;
	onDecide: ( action: Action ) => void;
	onClose: () => void;
}

function Switch( {
	id,
	label,
	checked,
	disabled,
	onChange,
}: {
	id: string;
	label: string;
	checked: boolean;
	disabled?: boolean;
	onChange?: ( on: boolean ) => void;
} ) {
	return (
		<span className="vitrine-consent-switch">
			<input
				id={ id }
				type="checkbox"
				role="switch"
				checked={ checked }
				disabled={ disabled }
				onChange={ ( event ) => onChange?.( event.target.checked ) }
			/>
			<label htmlFor={ id }>{ label }</label>
		</span>
	);
}

function Overview( { text, more, less }: { text: string; more: string; less: string } ) {
	const [ expanded, setExpanded ] = useState( false );
	const cut = truncate( text );
	return (
		<>
			<p className="vitrine-consent-overview">{ expanded ? text : cut.text }</p>
			{ cut.truncated && (
				<button
					type="button"
					className="vitrine-consent-more"
					aria-expanded={ expanded }
					onClick={ () => setExpanded( ! expanded ) }
				>
					{ expanded ? less : more }
				</button>
			) }
		</>
	);
}

export function SettingsModal( { gate, open, selection, onSelect, onDecide, onClose }: Props ) {
	const s = gate.settings;
	const t = s.texts;
	const ref = useRef< HTMLDivElement >( null );
	const [ tab, setTab ] = useState( 'overview' );
	const declaration = useDeclaration( s.declarationUrl, open );
	useTrap( ref, open, onClose );
	if ( ! open ) {
		return null;
	}
	const tabs = [ { slug: 'overview', name: t.overview_title }, ...s.categories ];
	const optional = s.categories.filter( ( c ) => c.slug !== NECESSARY );
	const allOn = optional.length > 0 && optional.every( ( c ) => selection[ c.slug ] );
	// Each category's state shows in the tab list, so the visitor sees every choice without opening each tab.
	const tabState = ( slug: string ) => {
		if ( slug === NECESSARY ) {
			return 'always';
		}
		return selection[ slug ] === true ? 'on' : 'off';
	};
	const onTabKey = ( event: KeyboardEvent< HTMLButtonElement > ) => {
		const index = tabs.findIndex( ( item ) => item.slug === tab );
		const steps: Record< string, number > = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
		const step = steps[ event.key ];
		if ( step ) {
			event.preventDefault();
			const next = tabs[ ( index + step + tabs.length ) % tabs.length ];
			if ( next ) {
				setTab( next.slug );
				ref.current?.querySelector< HTMLElement >( `#vitrine-consent-tab-${ next.slug }` )?.focus();
			}
		}
	};
	return (
		<ModalLayer
			label={ t.settings_title }
			dialogRef={ ref }
			className="vitrine-consent-modal"
			labelledBy="vitrine-consent-modal-title"
		>
			<div className="vitrine-consent-modal__head">
				<h2 id="vitrine-consent-modal-title">{ t.settings_title }</h2>
				<button type="button" className="vitrine-consent-close" aria-label={ t.close } onClick={ onClose }>
					<span aria-hidden="true">×</span>
				</button>
			</div>
			<div className="vitrine-consent-modal__body">
				<div
					className="vitrine-consent-tabs"
					role="tablist"
					aria-orientation="vertical"
					aria-label={ t.settings_title }
				>
					{ tabs.map( ( item ) => (
						<button
							key={ item.slug }
							type="button"
							role="tab"
							id={ `vitrine-consent-tab-${ item.slug }` }
							aria-selected={ tab === item.slug }
							aria-controls={ `vitrine-consent-panel-${ item.slug }` }
							tabIndex={ tab === item.slug ? 0 : -1 }
							onClick={ () => setTab( item.slug ) }
							onKeyDown={ onTabKey }
						>
							<span className="vitrine-consent-tab-name">{ item.name }</span>
							{ item.slug !== 'overview' && (
								<span className={ `vitrine-consent-tab-state is-${ tabState( item.slug ) }` }>
									{ tabState( item.slug ) === 'always' && t.always_enabled }
									{ tabState( item.slug ) === 'on' && t.state_on }
									{ tabState( item.slug ) === 'off' && t.state_off }
								</span>
							) }
						</button>
					) ) }
				</div>
				<div className="vitrine-consent-panels">
					{ tab === 'overview' && (
						<div
							role="tabpanel"
							id="vitrine-consent-panel-overview"
							aria-labelledby="vitrine-consent-tab-overview"
							tabIndex={ 0 }
						>
							<h3>{ t.overview_title }</h3>
							<Overview text={ t.overview } more={ t.show_more } less={ t.show_less } />
							{ optional.length > 0 && (
								<Switch
									id="vitrine-consent-all"
									label={ t.enable_all }
									checked={ allOn }
									onChange={ ( on ) => onSelect( setAll( selection, on ) ) }
								/>
							) }
						</div>
					) }
					{ s.categories
						.filter( ( c ) => c.slug === tab )
						.map( ( c ) => (
							<div
								key={ c.slug }
								role="tabpanel"
								id={ `vitrine-consent-panel-${ c.slug }` }
								aria-labelledby={ `vitrine-consent-tab-${ c.slug }` }
								tabIndex={ 0 }
							>
								<h3>{ c.name }</h3>
								<p>{ c.description }</p>
								{ c.slug === NECESSARY ? (
									<Switch
										id={ `vitrine-consent-toggle-${ c.slug }` }
										label={ t.always_enabled }
										checked
										disabled
									/>
								) : (
									<Switch
										id={ `vitrine-consent-toggle-${ c.slug }` }
										label={ c.name }
										checked={ selection[ c.slug ] === true }
										onChange={ ( on ) => onSelect( { ...selection, [ c.slug ]: on } ) }
									/>
								) }
								{ declaration && (
									<DeclarationTable
										data={ declaration }
										slug={ c.slug }
										caption={ t.cookies_heading }
									/>
								) }
								{ ! declaration && c.cookies.length > 0 && (
									<>
										<p className="vitrine-consent-cookies-title">{ t.cookies_heading }</p>
										<ul className="vitrine-consent-cookies">
											{ c.cookies.map( ( name ) => (
												<li key={ name }>
													<code>{ name }</code>
												</li>
											) ) }
										</ul>
									</>
								) }
							</div>
						) ) }
				</div>
			</div>
			<div className="vitrine-consent-actions">
				{ s.law !== 'ccpa' && (
					<ActionButton
						settings={ s }
						n="3"
						variant="secondary"
						onClick={ () => onDecide( { type: 'reject' } ) }
					>
						{ t.reject_all }
					</ActionButton>
				) }
				<ActionButton
					settings={ s }
					n="1"
					variant="secondary"
					onClick={ () => onDecide( { type: 'accept', categories: selection } ) }
				>
					{ t.save }
				</ActionButton>
				<ActionButton settings={ s } n="7" onClick={ () => onDecide( { type: 'acceptAll' } ) } />
			</div>
		</ModalLayer>
	);
}
