/**
 * The triggers: the first one to fire shows the popup and disarms the others. The fields are the
 * binding kit's (src/editor/bound.tsx), typed against TriggerFields.
 */
import { boundControls } from '../../../editor/bound';
import { __ } from '@wordpress/i18n';
import type { TriggerFields } from './meta';
import { Part, type PartProps } from './part';

const { NumberField, Select, Text } = boundControls< TriggerFields >();

function Trigger( props: Omit< PartProps< TriggerFields >, 'group' > ) {
	return <Part group="triggers" { ...props } />;
}

export function TriggersPanel() {
	return (
		<div className="vitrine-popups-panel">
			<Trigger name="page_load" label={ __( 'On page load', 'vitrine' ) } defaults={ { delay: 0 } }>
				{ () => <NumberField name="delay" label={ __( 'Delay (seconds)', 'vitrine' ) } step={ 0.5 } /> }
			</Trigger>
			<Trigger
				name="scrolling"
				label={ __( 'On scroll', 'vitrine' ) }
				defaults={ { direction: 'down', offset: 50 } }
			>
				{ ( p ) => (
					<>
						<Select
							name="direction"
							label={ __( 'Direction', 'vitrine' ) }
							options={ { down: __( 'Down', 'vitrine' ), up: __( 'Up (fires at once)', 'vitrine' ) } }
						/>
						{ p.direction !== 'up' && (
							<NumberField name="offset" label={ __( 'Within the page (%)', 'vitrine' ) } max={ 100 } />
						) }
					</>
				) }
			</Trigger>
			<Trigger
				name="scrolling_to"
				label={ __( 'On scroll to element', 'vitrine' ) }
				defaults={ { selector: '' } }
			>
				{ () => <Text name="selector" label={ __( 'CSS selector', 'vitrine' ) } /> }
			</Trigger>
			<Trigger name="click" label={ __( 'On page clicks', 'vitrine' ) } defaults={ { times: 3 } }>
				{ () => <NumberField name="times" label={ __( 'Clicks', 'vitrine' ) } min={ 1 } /> }
			</Trigger>
			<Trigger name="inactivity" label={ __( 'After inactivity', 'vitrine' ) } defaults={ { time: 30 } }>
				{ () => <NumberField name="time" label={ __( 'Seconds without input', 'vitrine' ) } /> }
			</Trigger>
			<Trigger name="exit_intent" label={ __( 'On page exit intent', 'vitrine' ) } defaults={ {} } />
			<Trigger
				name="adblock_detection"
				label={ __( 'On ad blocker detection', 'vitrine' ) }
				defaults={ { delay: 1 } }
			>
				{ () => <NumberField name="delay" label={ __( 'Check after (seconds)', 'vitrine' ) } step={ 0.5 } /> }
			</Trigger>
		</div>
	);
}
