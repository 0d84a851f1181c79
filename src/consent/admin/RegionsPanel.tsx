/**
 * Law by region (what each region's visitors get) and the Google Consent Mode options: basic or
 * advanced mode, wait_for_update, ads_data_redaction and url_passthrough (docs/consent.md).
 */
import { Notice, PanelBody } from '@wordpress/components';
import { SelectControl } from '../../editor/controls';
import { __, sprintf } from '@wordpress/i18n';
import { option } from './controls';
import { boot, type AdminSettings } from './types';
import type { Update } from './SettingsApp';

const { NumberField, Select, Toggle } = option;

export function RegionsPanel( { settings, update }: { settings: AdminSettings; update: Update } ) {
	const modes = [
		{ value: 'optin', label: __( 'Opt-in: nothing runs before consent (GDPR, ePrivacy)', 'vitrine' ) },
		{
			value: 'optout',
			label: __( 'Opt-out: runs until refused, with “Do not sell or share” (CCPA/CPRA)', 'vitrine' ),
		},
		{ value: 'notice', label: __( 'Notice: runs at once, the bar informs and allows refusing', 'vitrine' ) },
		{ value: 'none', label: __( 'No bar: runs at once (the re-open tab stays)', 'vitrine' ) },
	];
	const names = boot().regionNames;
	return (
		<>
			<PanelBody title={ __( 'Law by region', 'vitrine' ) }>
				{ settings.law !== 'region' && (
					<Notice status="info" isDismissible={ false }>
						{ __( 'These apply when the law (General tab) is “By the visitor’s region”.', 'vitrine' ) }
					</Notice>
				) }
				<p>
					{ __(
						'The region is decided in the visitor’s browser (pages stay cacheable): from the country your CDN reports, when the affiliate settings name a country header, else from the time zone. When it cannot be told, opt-in applies.',
						'vitrine'
					) }
				</p>
				{ Object.entries( names ).map( ( [ region, name ] ) => (
					<SelectControl
						key={ region }
						label={ sprintf(
							/* translators: %s: a region, e.g. United Kingdom */ __( 'Visitors from: %s', 'vitrine' ),
							name
						) }
						value={ settings.regions?.[ region ] ?? 'optin' }
						options={ modes }
						onChange={ ( value ) => update( { regions: { ...settings.regions, [ region ]: value } } ) }
					/>
				) ) }
			</PanelBody>
			<PanelBody title={ __( 'Google Consent Mode v2', 'vitrine' ) }>
				<Select
					name="gcm_mode"
					label={ __( 'Mode', 'vitrine' ) }
					options={ {
						basic: __( 'Basic: Google tags wait for consent', 'vitrine' ),
						advanced: __(
							'Advanced: Google tags load at once and send cookieless pings until consent',
							'vitrine'
						),
					} }
				/>
				<p>
					{ __( 'Advanced mode ignores your script-blocking rules for Google’s tag addresses.', 'vitrine' ) }
				</p>
				<NumberField
					name="gcm_wait_for_update"
					min={ 0 }
					max={ 10000 }
					label={ __( 'Wait for an update (ms, wait_for_update)', 'vitrine' ) }
				/>
				<Toggle
					name="gcm_ads_data_redaction"
					label={ __( 'Redact ads data while ad storage is denied (ads_data_redaction)', 'vitrine' ) }
				/>
				<Toggle
					name="gcm_url_passthrough"
					label={ __( 'Pass ad click information through URLs (url_passthrough)', 'vitrine' ) }
				/>
			</PanelBody>
		</>
	);
}
