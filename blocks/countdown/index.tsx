import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { Warning } from '../../src/editor/notice';
import { __ } from '@wordpress/i18n';
import { useState } from '@wordpress/element';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
import { aWeekFrom, dueMoment, siteOffsetHours, unitTexts, useNow } from './editor-clock';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	mode: 'due' | 'evergreen';
	dueDate: string;
	evergreenMinutes: number;
	expiry: 'hide' | 'message' | 'redirect';
	message: string;
	redirectUrl: string;
	label: string;
	showSeconds: boolean;
};

/** What is wrong with the settings, for the editor's notice; null when they work. */
export function problem( a: Attributes ): string | null {
	if ( a.mode === 'due' && ( ! a.dueDate || Number.isNaN( Date.parse( a.dueDate ) ) ) ) {
		return __( 'Set a valid due date; visitors see nothing until then.', 'vitrine' );
	}
	if ( a.mode === 'evergreen' && ! ( a.evergreenMinutes >= 1 && a.evergreenMinutes <= 527040 ) ) {
		return __( 'The evergreen duration must be between 1 minute and 366 days.', 'vitrine' );
	}
	if ( a.expiry === 'redirect' && ! /^https?:\/\//i.test( a.redirectUrl ) ) {
		return __( 'Set an https:// address to redirect to; the message is shown meanwhile.', 'vitrine' );
	}
	return null;
}

const { Text, Toggle, Range, Select } = boundControls< Attributes >( metadata );

const unitNames = {
	days: __( 'days', 'vitrine' ),
	hours: __( 'hours', 'vitrine' ),
	minutes: __( 'minutes', 'vitrine' ),
	seconds: __( 'seconds', 'vitrine' ),
};

function Edit( props: EditProps< Attributes > ) {
	const { attributes } = props;
	const blockProps = useBlockProps( { className: 'vitrine-countdown' } );
	const issue = problem( attributes );
	const now = useNow();
	// Evergreen counts from the first view: here, from when this block was opened in the editor.
	const [ openedAt ] = useState( now );
	const due =
		attributes.mode === 'due'
			? dueMoment( attributes.dueDate, siteOffsetHours() )
			: openedAt + attributes.evergreenMinutes * 60000;
	const texts = unitTexts( Number.isNaN( due ) ? 0 : due - now );
	const units = [ 'days', 'hours', 'minutes', ...( attributes.showSeconds ? [ 'seconds' ] : [] ) ] as Array<
		keyof typeof texts
	>;
	return (
		<>
			<Settings { ...props } title={ __( 'Countdown', 'vitrine' ) }>
				<Select
					name="mode"
					label={ __( 'Counts down to', 'vitrine' ) }
					options={ [
						{ label: __( 'A date (site time zone)', 'vitrine' ), value: 'due' },
						{
							label: __( 'A time after each visitor’s first visit (evergreen)', 'vitrine' ),
							value: 'evergreen',
						},
					] }
				/>
				{ attributes.mode === 'due' ? (
					<Text name="dueDate" label={ __( 'Due date and time', 'vitrine' ) } type="datetime-local" />
				) : (
					<Range
						name="evergreenMinutes"
						label={ __( 'Minutes per visitor', 'vitrine' ) }
						min={ 1 }
						max={ 527040 }
					/>
				) }
				<Select
					name="expiry"
					label={ __( 'When it ends', 'vitrine' ) }
					options={ {
						message: __( 'Show a message', 'vitrine' ),
						hide: __( 'Hide the countdown', 'vitrine' ),
						redirect: __( 'Redirect', 'vitrine' ),
					} }
				/>
				<Text name="message" label={ __( 'Message', 'vitrine' ) } />
				{ attributes.expiry === 'redirect' && (
					<Text name="redirectUrl" label={ __( 'Redirect to', 'vitrine' ) } type="url" />
				) }
				<Text name="label" label={ __( 'Label', 'vitrine' ) } />
				<Toggle name="showSeconds" label={ __( 'Show seconds', 'vitrine' ) } />
			</Settings>
			<div { ...blockProps }>
				{ issue && <Warning>{ issue }</Warning> }
				<p className="vitrine-countdown__label">{ attributes.label }</p>
				<div className="vitrine-countdown__stage">
					<div className="vitrine-countdown__units">
						{ units.map( ( unit ) => (
							<span key={ unit } className="vitrine-countdown__unit">
								<span className="vitrine-countdown__value" data-unit={ unit }>
									{ texts[ unit ] }
								</span>
								<span className="vitrine-countdown__name">{ unitNames[ unit ] }</span>
							</span>
						) ) }
					</div>
				</div>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, {
	edit: Edit,
	// A countdown inserted from the inserter ends a week from now, so it ticks at once; its date is
	// then the author's to change (an empty date would show nothing to visitors).
	variations: [
		{
			name: 'countdown',
			title: metadata.title,
			isDefault: true,
			scope: [ 'inserter' ],
			attributes: { dueDate: aWeekFrom( Date.now(), siteOffsetHours() ) } as Attributes,
		},
	],
} );
