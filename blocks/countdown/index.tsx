import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { RangeControl, SelectControl, TextControl, ToggleControl } from '../../src/editor/controls';
import { bind, type EditProps } from '../../src/editor/bind';
import { Warning } from '../../src/editor/notice';
import { __ } from '@wordpress/i18n';
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

function Edit( { attributes, setAttributes }: EditProps< Attributes > ) {
	const blockProps = useBlockProps( { className: 'vitrine-countdown' } );
	const bound = bind( attributes, setAttributes );
	const issue = problem( attributes );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Countdown', 'vitrine' ) }>
					<SelectControl
						label={ __( 'Counts down to', 'vitrine' ) }
						options={ [
							{ label: __( 'A date (site time zone)', 'vitrine' ), value: 'due' },
							{
								label: __( 'A time after each visitor’s first visit (evergreen)', 'vitrine' ),
								value: 'evergreen',
							},
						] }
						{ ...bound.select( 'mode' ) }
					/>
					{ attributes.mode === 'due' ? (
						<TextControl
							label={ __( 'Due date and time', 'vitrine' ) }
							type="datetime-local"
							{ ...bound.text( 'dueDate' ) }
						/>
					) : (
						<RangeControl
							label={ __( 'Minutes per visitor', 'vitrine' ) }
							min={ 1 }
							max={ 527040 }
							{ ...bound.range( 'evergreenMinutes', 1440 ) }
						/>
					) }
					<SelectControl
						label={ __( 'When it ends', 'vitrine' ) }
						options={ [
							{ label: __( 'Show a message', 'vitrine' ), value: 'message' },
							{ label: __( 'Hide the countdown', 'vitrine' ), value: 'hide' },
							{ label: __( 'Redirect', 'vitrine' ), value: 'redirect' },
						] }
						{ ...bound.select( 'expiry' ) }
					/>
					<TextControl label={ __( 'Message', 'vitrine' ) } { ...bound.text( 'message' ) } />
					{ attributes.expiry === 'redirect' && (
						<TextControl
							label={ __( 'Redirect to', 'vitrine' ) }
							type="url"
							{ ...bound.text( 'redirectUrl' ) }
						/>
					) }
					<TextControl label={ __( 'Label', 'vitrine' ) } { ...bound.text( 'label' ) } />
					<ToggleControl label={ __( 'Show seconds', 'vitrine' ) } { ...bound.toggle( 'showSeconds' ) } />
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				{ issue && <Warning>{ issue }</Warning> }
				<p className="vitrine-countdown__label">{ attributes.label }</p>
				<div className="vitrine-countdown__units">
					{ [ 'days', 'hours', 'minutes', ...( attributes.showSeconds ? [ 'seconds' ] : [] ) ].map(
						( unit ) => (
							<span key={ unit } className="vitrine-countdown__unit">
								<span className="vitrine-countdown__value">00</span>
								<span className="vitrine-countdown__name">{ unit }</span>
							</span>
						)
					) }
				</div>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
