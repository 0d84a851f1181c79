/**
 * The timing conditions (docs/popups.md, Conditions): each is checked only when switched on, and all must pass.
 */
import { TextControl } from '../../../editor/controls';
import { __ } from '@wordpress/i18n';
import { CheckboxList, Choice, NumberField } from '../../../editor/fields';
import { editorData } from './meta';
import { Part } from './part';

const BROWSERS = [ 'chrome', 'firefox', 'safari', 'edge', 'opera', 'samsung', 'ie' ];
const text = ( value: unknown ) => ( typeof value === 'string' ? value : '' );

export function ConditionsPanel() {
	return (
		<div className="vitrine-popups-panel">
			<Part
				group="timing"
				name="page_views"
				label={ __( 'After page views', 'vitrine' ) }
				defaults={ { views: 3 } }
			>
				{ ( p, set ) => (
					<NumberField
						label={ __( 'Page views', 'vitrine' ) }
						min={ 1 }
						value={ p.views }
						onChange={ ( views ) => set( { views } ) }
					/>
				) }
			</Part>
			<Part
				group="timing"
				name="sessions"
				label={ __( 'After sessions', 'vitrine' ) }
				defaults={ { sessions: 2 } }
			>
				{ ( p, set ) => (
					<NumberField
						label={ __( 'Sessions', 'vitrine' ) }
						min={ 1 }
						value={ p.sessions }
						onChange={ ( sessions ) => set( { sessions } ) }
					/>
				) }
			</Part>
			<Part
				group="timing"
				name="url"
				label={ __( 'Arriving from URL', 'vitrine' ) }
				defaults={ { action: 'show', url: '' } }
			>
				{ ( p, set ) => (
					<>
						<Choice
							label={ __( 'When the referrer', 'vitrine' ) }
							value={ text( p.action ) || 'show' }
							options={ [
								{ value: 'show', label: __( 'contains the text', 'vitrine' ) },
								{ value: 'hide', label: __( 'does not contain the text', 'vitrine' ) },
								{ value: 'regex', label: __( 'matches the regular expression', 'vitrine' ) },
							] }
							onChange={ ( action ) => set( { action } ) }
						/>
						<TextControl
							label={ __( 'Text or expression', 'vitrine' ) }
							help={ __( 'An invalid regular expression means the popup is not shown.', 'vitrine' ) }
							value={ text( p.url ) }
							onChange={ ( url ) => set( { url } ) }
						/>
					</>
				) }
			</Part>
			<Part
				group="timing"
				name="sources"
				label={ __( 'Arriving from', 'vitrine' ) }
				defaults={ { sources: [ 'search' ] } }
			>
				{ ( p, set ) => (
					<CheckboxList
						label={ __( 'Sources', 'vitrine' ) }
						options={ [
							{ value: 'internal', label: __( 'This site', 'vitrine' ) },
							{ value: 'external', label: __( 'Other sites', 'vitrine' ) },
							{ value: 'search', label: __( 'Search engines', 'vitrine' ) },
						] }
						value={ p.sources }
						onChange={ ( sources ) => set( { sources } ) }
					/>
				) }
			</Part>
			<Part
				group="timing"
				name="logged_in"
				label={ __( 'Hide for logged-in users', 'vitrine' ) }
				defaults={ { users: 'all', roles: [] } }
			>
				{ ( p, set ) => (
					<>
						<Choice
							label={ __( 'Hide for', 'vitrine' ) }
							value={ text( p.users ) || 'all' }
							options={ [
								{ value: 'all', label: __( 'All logged-in users', 'vitrine' ) },
								{ value: 'custom', label: __( 'Users with these roles', 'vitrine' ) },
							] }
							onChange={ ( users ) => set( { users } ) }
						/>
						{ p.users === 'custom' && (
							<CheckboxList
								label={ __( 'Roles', 'vitrine' ) }
								options={ editorData().roles }
								value={ p.roles }
								onChange={ ( roles ) => set( { roles } ) }
							/>
						) }
					</>
				) }
			</Part>
			<Part
				group="timing"
				name="devices"
				label={ __( 'Devices', 'vitrine' ) }
				defaults={ { devices: [ 'desktop', 'tablet', 'mobile' ] } }
			>
				{ ( p, set ) => (
					<CheckboxList
						label={ __( 'Show on', 'vitrine' ) }
						options={ [
							{ value: 'desktop', label: __( 'Desktop', 'vitrine' ) },
							{ value: 'tablet', label: __( 'Tablet', 'vitrine' ) },
							{ value: 'mobile', label: __( 'Mobile', 'vitrine' ) },
						] }
						value={ p.devices }
						onChange={ ( devices ) => set( { devices } ) }
					/>
				) }
			</Part>
			<Part
				group="timing"
				name="browsers"
				label={ __( 'Browsers', 'vitrine' ) }
				defaults={ { browsers: 'all', options: [] } }
			>
				{ ( p, set ) => (
					<>
						<Choice
							label={ __( 'Browsers', 'vitrine' ) }
							value={ text( p.browsers ) || 'all' }
							options={ [
								{ value: 'all', label: __( 'All browsers', 'vitrine' ) },
								{ value: 'custom', label: __( 'These browsers', 'vitrine' ) },
							] }
							onChange={ ( browsers ) => set( { browsers } ) }
						/>
						{ p.browsers === 'custom' && (
							<CheckboxList
								label={ __( 'Browsers', 'vitrine' ) }
								options={ BROWSERS.map( ( value ) => ( { value, label: value } ) ) }
								value={ p.options }
								onChange={ ( options ) => set( { options } ) }
							/>
						) }
					</>
				) }
			</Part>
			<Part
				group="timing"
				name="times"
				label={ __( 'Limit impressions', 'vitrine' ) }
				defaults={ { times: 1, period: 'day' } }
			>
				{ ( p, set ) => (
					<>
						<NumberField
							label={ __( 'At most (times)', 'vitrine' ) }
							min={ 1 }
							value={ p.times }
							onChange={ ( times ) => set( { times } ) }
						/>
						<Choice
							label={ __( 'Per', 'vitrine' ) }
							value={ text( p.period ) || 'none' }
							options={ [
								{ value: 'none', label: __( 'Ever', 'vitrine' ) },
								{ value: 'session', label: __( 'Session', 'vitrine' ) },
								{ value: 'day', label: __( 'Day', 'vitrine' ) },
								{ value: 'week', label: __( 'Week', 'vitrine' ) },
								{ value: 'month', label: __( 'Month', 'vitrine' ) },
							] }
							onChange={ ( period ) => set( { period } ) }
						/>
					</>
				) }
			</Part>
			<Part
				group="timing"
				name="schedule"
				label={ __( 'Schedule', 'vitrine' ) }
				defaults={ { start: '', end: '' } }
			>
				{ ( p, set ) => (
					<>
						<TextControl
							type="datetime-local"
							label={ __( 'From (site time)', 'vitrine' ) }
							value={ text( p.start ) }
							onChange={ ( start ) => set( { start } ) }
						/>
						<TextControl
							type="datetime-local"
							label={ __( 'Until (site time)', 'vitrine' ) }
							value={ text( p.end ) }
							onChange={ ( end ) => set( { end } ) }
						/>
					</>
				) }
			</Part>
		</div>
	);
}
