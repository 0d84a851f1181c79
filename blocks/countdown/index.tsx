import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { Notice, PanelBody } from '@wordpress/components';
import { RangeControl, SelectControl, TextControl, ToggleControl } from '../../src/editor/controls';
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

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const blockProps = useBlockProps( { className: 'vitrine-countdown' } );
	const issue = problem( attributes );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Countdown', 'vitrine' ) }>
					<SelectControl
						label={ __( 'Counts down to', 'vitrine' ) }
						value={ attributes.mode }
						options={ [
							{ label: __( 'A date (site time zone)', 'vitrine' ), value: 'due' },
							{
								label: __( 'A time after each visitor’s first visit (evergreen)', 'vitrine' ),
								value: 'evergreen',
							},
						] }
						onChange={ ( mode ) => setAttributes( { mode: mode as Attributes[ 'mode' ] } ) }
					/>
					{ attributes.mode === 'due' ? (
						<TextControl
							label={ __( 'Due date and time', 'vitrine' ) }
							type="datetime-local"
							value={ attributes.dueDate }
							onChange={ ( dueDate ) => setAttributes( { dueDate } ) }
						/>
					) : (
						<RangeControl
							label={ __( 'Minutes per visitor', 'vitrine' ) }
							value={ attributes.evergreenMinutes }
							min={ 1 }
							max={ 527040 }
							onChange={ ( evergreenMinutes ) =>
								setAttributes( { evergreenMinutes: evergreenMinutes ?? 1440 } )
							}
						/>
					) }
					<SelectControl
						label={ __( 'When it ends', 'vitrine' ) }
						value={ attributes.expiry }
						options={ [
							{ label: __( 'Show a message', 'vitrine' ), value: 'message' },
							{ label: __( 'Hide the countdown', 'vitrine' ), value: 'hide' },
							{ label: __( 'Redirect', 'vitrine' ), value: 'redirect' },
						] }
						onChange={ ( expiry ) => setAttributes( { expiry: expiry as Attributes[ 'expiry' ] } ) }
					/>
					<TextControl
						label={ __( 'Message', 'vitrine' ) }
						value={ attributes.message }
						onChange={ ( message ) => setAttributes( { message } ) }
					/>
					{ attributes.expiry === 'redirect' && (
						<TextControl
							label={ __( 'Redirect to', 'vitrine' ) }
							type="url"
							value={ attributes.redirectUrl }
							onChange={ ( redirectUrl ) => setAttributes( { redirectUrl } ) }
						/>
					) }
					<TextControl
						label={ __( 'Label', 'vitrine' ) }
						value={ attributes.label }
						onChange={ ( label ) => setAttributes( { label } ) }
					/>
					<ToggleControl
						label={ __( 'Show seconds', 'vitrine' ) }
						checked={ attributes.showSeconds }
						onChange={ ( showSeconds ) => setAttributes( { showSeconds } ) }
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				{ issue && (
					<Notice status="warning" isDismissible={ false }>
						{ issue }
					</Notice>
				) }
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
