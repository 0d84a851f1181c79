/**
 * The consent settings page: loads the option from the REST settings API, edits it in tabs, and
 * saves it back (the server validates it against the option's schema).
 */
import apiFetch from '@wordpress/api-fetch';
import { Button, Card, Notice, Spinner, TabPanel } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { BarTestPanel } from './BarTestPanel';
import { BlockingPanel } from './BlockingPanel';
import { CategoriesPanel } from './CategoriesPanel';
import { DeclarationPanel } from './DeclarationPanel';
import { GeneralPanel } from './GeneralPanel';
import { RecordsPanel } from './RecordsPanel';
import { RegionsPanel } from './RegionsPanel';
import { TextsPanel } from './TextsPanel';
import { Bound } from '../../editor/bound';
import { boot, type AdminSettings } from './types';

export type Update = ( patch: Partial< AdminSettings > ) => void;

export function SettingsApp() {
	const [ settings, setSettings ] = useState< AdminSettings | null >( null );
	const [ notice, setNotice ] = useState< { status: 'success' | 'error'; text: string } | null >( null );
	const [ saving, setSaving ] = useState( false );

	useEffect( () => {
		apiFetch< Record< string, AdminSettings > >( { path: '/wp/v2/settings' } )
			// Keys added since the option was saved come from the defaults (an upgraded site).
			.then( ( all ) =>
				setSettings( all.vitrine_consent ? { ...boot().defaults, ...all.vitrine_consent } : null )
			)
			.catch( ( error: { message?: string } ) =>
				setNotice( { status: 'error', text: error.message ?? String( error ) } )
			);
	}, [] );

	if ( ! settings ) {
		return notice ? (
			<Notice status="error" isDismissible={ false }>
				{ notice.text }
			</Notice>
		) : (
			<Spinner />
		);
	}
	const update: Update = ( patch ) => setSettings( { ...settings, ...patch } );
	const save = () => {
		setSaving( true );
		setNotice( null );
		apiFetch< Record< string, AdminSettings > >( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { vitrine_consent: settings },
		} )
			.then( ( all ) => {
				setSettings( all.vitrine_consent ? { ...boot().defaults, ...all.vitrine_consent } : settings );
				setNotice( { status: 'success', text: __( 'Settings saved.', 'vitrine' ) } );
			} )
			.catch( ( error: { message?: string } ) =>
				setNotice( { status: 'error', text: error.message ?? String( error ) } )
			)
			.finally( () => setSaving( false ) );
	};
	const tabs = [
		{ name: 'general', title: __( 'General', 'vitrine' ) },
		{ name: 'regions', title: __( 'Regions and Consent Mode', 'vitrine' ) },
		{ name: 'texts', title: __( 'Texts and buttons', 'vitrine' ) },
		{ name: 'abtest', title: __( 'A/B test', 'vitrine' ) },
		{ name: 'categories', title: __( 'Categories', 'vitrine' ) },
		{ name: 'blocking', title: __( 'Script blocking', 'vitrine' ) },
		{ name: 'declaration', title: __( 'Cookie declaration', 'vitrine' ) },
		{ name: 'records', title: __( 'Consent records', 'vitrine' ) },
	];
	return (
		<div className="vitrine-consent-admin vitrine-admin-form">
			{ notice && (
				<Notice status={ notice.status } onRemove={ () => setNotice( null ) }>
					{ notice.text }
				</Notice>
			) }
			<Card>
				<TabPanel
					tabs={ tabs }
					// The dashboard links to a tab by its name (…#declaration).
					initialTabName={ tabs.find( ( t ) => `#${ t.name }` === window.location.hash )?.name }
				>
					{ ( tab ) => (
						// The panels' controls are bound to the option (src/consent/admin/controls.ts).
						<Bound values={ settings } set={ update }>
							<div className="vitrine-consent-admin__panel">
								{ tab.name === 'general' && <GeneralPanel settings={ settings } /> }
								{ tab.name === 'regions' && <RegionsPanel settings={ settings } update={ update } /> }
								{ tab.name === 'texts' && <TextsPanel settings={ settings } update={ update } /> }
								{ tab.name === 'abtest' && <BarTestPanel settings={ settings } update={ update } /> }
								{ tab.name === 'categories' && (
									<CategoriesPanel settings={ settings } update={ update } />
								) }
								{ tab.name === 'blocking' && <BlockingPanel settings={ settings } update={ update } /> }
								{ tab.name === 'declaration' && (
									<DeclarationPanel settings={ settings } update={ update } />
								) }
								{ tab.name === 'records' && <RecordsPanel settings={ settings } /> }
							</div>
						</Bound>
					) }
				</TabPanel>
			</Card>
			<p>
				<Button variant="primary" onClick={ save } isBusy={ saving } disabled={ saving }>
					{ __( 'Save settings', 'vitrine' ) }
				</Button>
			</p>
		</div>
	);
}
