/**
 * The timing conditions (docs/popups.md, Conditions): each is checked only when switched on, and all must pass.
 * The fields are the binding kit's (src/editor/bound.tsx), typed against ConditionFields.
 */
import { boundControls } from '../../../editor/bound';
import { __ } from '@wordpress/i18n';
import { editorData, type ConditionFields } from './meta';
import { Part, type PartProps } from './part';

const BROWSERS = [ 'chrome', 'firefox', 'safari', 'edge', 'opera', 'samsung', 'ie' ];
const { Checkboxes, NumberField, Select, Text } = boundControls< ConditionFields >();

function Condition( props: Omit< PartProps< ConditionFields >, 'group' > ) {
	return <Part group="timing" { ...props } />;
}

export function ConditionsPanel() {
	return (
		<div className="vitrine-popups-panel">
			<Condition name="page_views" label={ __( 'After page views', 'vitrine' ) } defaults={ { views: 3 } }>
				{ () => <NumberField name="views" label={ __( 'Page views', 'vitrine' ) } min={ 1 } /> }
			</Condition>
			<Condition name="sessions" label={ __( 'After sessions', 'vitrine' ) } defaults={ { sessions: 2 } }>
				{ () => <NumberField name="sessions" label={ __( 'Sessions', 'vitrine' ) } min={ 1 } /> }
			</Condition>
			<Condition
				name="url"
				label={ __( 'Arriving from URL', 'vitrine' ) }
				defaults={ { action: 'show', url: '' } }
			>
				{ () => (
					<>
						<Select
							name="action"
							label={ __( 'When the referrer', 'vitrine' ) }
							options={ {
								show: __( 'contains the text', 'vitrine' ),
								hide: __( 'does not contain the text', 'vitrine' ),
								regex: __( 'matches the regular expression', 'vitrine' ),
							} }
						/>
						<Text
							name="url"
							label={ __( 'Text or expression', 'vitrine' ) }
							help={ __( 'An invalid regular expression means the popup is not shown.', 'vitrine' ) }
						/>
					</>
				) }
			</Condition>
			<Condition name="sources" label={ __( 'Arriving from', 'vitrine' ) } defaults={ { sources: [ 'search' ] } }>
				{ () => (
					<Checkboxes
						name="sources"
						label={ __( 'Sources', 'vitrine' ) }
						options={ [
							{ value: 'internal', label: __( 'This site', 'vitrine' ) },
							{ value: 'external', label: __( 'Other sites', 'vitrine' ) },
							{ value: 'search', label: __( 'Search engines', 'vitrine' ) },
						] }
					/>
				) }
			</Condition>
			<Condition
				name="logged_in"
				label={ __( 'Hide for logged-in users', 'vitrine' ) }
				defaults={ { users: 'all', roles: [] } }
			>
				{ ( p ) => (
					<>
						<Select
							name="users"
							label={ __( 'Hide for', 'vitrine' ) }
							options={ {
								all: __( 'All logged-in users', 'vitrine' ),
								custom: __( 'Users with these roles', 'vitrine' ),
							} }
						/>
						{ p.users === 'custom' && (
							<Checkboxes
								name="roles"
								label={ __( 'Roles', 'vitrine' ) }
								options={ editorData().roles }
							/>
						) }
					</>
				) }
			</Condition>
			<Condition
				name="devices"
				label={ __( 'Devices', 'vitrine' ) }
				defaults={ { devices: [ 'desktop', 'tablet', 'mobile' ] } }
			>
				{ () => (
					<Checkboxes
						name="devices"
						label={ __( 'Show on', 'vitrine' ) }
						options={ [
							{ value: 'desktop', label: __( 'Desktop', 'vitrine' ) },
							{ value: 'tablet', label: __( 'Tablet', 'vitrine' ) },
							{ value: 'mobile', label: __( 'Mobile', 'vitrine' ) },
						] }
					/>
				) }
			</Condition>
			<Condition
				name="browsers"
				label={ __( 'Browsers', 'vitrine' ) }
				defaults={ { browsers: 'all', options: [] } }
			>
				{ ( p ) => (
					<>
						<Select
							name="browsers"
							label={ __( 'Browsers', 'vitrine' ) }
							options={ {
								all: __( 'All browsers', 'vitrine' ),
								custom: __( 'These browsers', 'vitrine' ),
							} }
						/>
						{ p.browsers === 'custom' && (
							<Checkboxes
								name="options"
								label={ __( 'Browsers', 'vitrine' ) }
								options={ BROWSERS.map( ( value ) => ( { value, label: value } ) ) }
							/>
						) }
					</>
				) }
			</Condition>
			<Condition
				name="times"
				label={ __( 'Limit impressions', 'vitrine' ) }
				defaults={ { times: 1, period: 'day' } }
			>
				{ () => (
					<>
						<NumberField name="times" label={ __( 'At most (times)', 'vitrine' ) } min={ 1 } />
						<Select
							name="period"
							label={ __( 'Per', 'vitrine' ) }
							options={ {
								none: __( 'Ever', 'vitrine' ),
								session: __( 'Session', 'vitrine' ),
								day: __( 'Day', 'vitrine' ),
								week: __( 'Week', 'vitrine' ),
								month: __( 'Month', 'vitrine' ),
							} }
						/>
					</>
				) }
			</Condition>
			<Condition name="schedule" label={ __( 'Schedule', 'vitrine' ) } defaults={ { start: '', end: '' } }>
				{ () => (
					<>
						<Text name="start" type="datetime-local" label={ __( 'From (site time)', 'vitrine' ) } />
						<Text name="end" type="datetime-local" label={ __( 'Until (site time)', 'vitrine' ) } />
					</>
				) }
			</Condition>
		</div>
	);
}
