/**
 * The triggers: the first one to fire shows the popup and disarms the others.
 */
import { TextControl } from '../../../editor/controls';
import { __ } from '@wordpress/i18n';
import { Choice, NumberField } from '../../../editor/fields';
import { Part } from './part';

export function TriggersPanel() {
	return (
		<div className="vitrine-popups-panel">
			<Part group="triggers" name="page_load" label={ __( 'On page load', 'vitrine' ) } defaults={ { delay: 0 } }>
				{ ( p, set ) => (
					<NumberField
						label={ __( 'Delay (seconds)', 'vitrine' ) }
						step={ 0.5 }
						value={ p.delay }
						onChange={ ( delay ) => set( { delay } ) }
					/>
				) }
			</Part>
			<Part
				group="triggers"
				name="scrolling"
				label={ __( 'On scroll', 'vitrine' ) }
				defaults={ { direction: 'down', offset: 50 } }
			>
				{ ( p, set ) => (
					<>
						<Choice
							label={ __( 'Direction', 'vitrine' ) }
							value={ p.direction === 'up' ? 'up' : 'down' }
							options={ [
								{ value: 'down', label: __( 'Down', 'vitrine' ) },
								{ value: 'up', label: __( 'Up (fires at once)', 'vitrine' ) },
							] }
							onChange={ ( direction ) => set( { direction } ) }
						/>
						{ p.direction !== 'up' && (
							<NumberField
								label={ __( 'Within the page (%)', 'vitrine' ) }
								max={ 100 }
								value={ p.offset }
								onChange={ ( offset ) => set( { offset } ) }
							/>
						) }
					</>
				) }
			</Part>
			<Part
				group="triggers"
				name="scrolling_to"
				label={ __( 'On scroll to element', 'vitrine' ) }
				defaults={ { selector: '' } }
			>
				{ ( p, set ) => (
					<TextControl
						label={ __( 'CSS selector', 'vitrine' ) }
						value={ typeof p.selector === 'string' ? p.selector : '' }
						onChange={ ( selector ) => set( { selector } ) }
					/>
				) }
			</Part>
			<Part group="triggers" name="click" label={ __( 'On page clicks', 'vitrine' ) } defaults={ { times: 3 } }>
				{ ( p, set ) => (
					<NumberField
						label={ __( 'Clicks', 'vitrine' ) }
						min={ 1 }
						value={ p.times }
						onChange={ ( times ) => set( { times } ) }
					/>
				) }
			</Part>
			<Part
				group="triggers"
				name="inactivity"
				label={ __( 'After inactivity', 'vitrine' ) }
				defaults={ { time: 30 } }
			>
				{ ( p, set ) => (
					<NumberField
						label={ __( 'Seconds without input', 'vitrine' ) }
						value={ p.time }
						onChange={ ( time ) => set( { time } ) }
					/>
				) }
			</Part>
			<Part
				group="triggers"
				name="exit_intent"
				label={ __( 'On page exit intent', 'vitrine' ) }
				defaults={ {} }
			/>
			<Part
				group="triggers"
				name="adblock_detection"
				label={ __( 'On ad blocker detection', 'vitrine' ) }
				defaults={ { delay: 1 } }
			>
				{ ( p, set ) => (
					<NumberField
						label={ __( 'Check after (seconds)', 'vitrine' ) }
						step={ 0.5 }
						value={ p.delay }
						onChange={ ( delay ) => set( { delay } ) }
					/>
				) }
			</Part>
		</div>
	);
}
