import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { Notice, PanelBody } from '@wordpress/components';
import { RangeControl, SelectControl, TextControl, ToggleControl } from '../../src/editor/controls';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

type Channel = 'whatsapp' | 'telegram' | 'messenger' | 'phone' | 'email';
type Attributes = Record< Channel, string > & {
	title: string;
	side: 'left' | 'right';
	dismissible: boolean;
	dismissDays: number;
};

/** The shapes the server accepts (Vitrine\Widgets\Contact::link), for the editor's warnings. */
export const VALID: Record< Channel, RegExp > = {
	whatsapp: /^\+?[0-9 ().-]{7,20}$/,
	telegram: /^@?[A-Za-z0-9_]{5,32}$/,
	messenger: /^[A-Za-z0-9.]{5,50}$/,
	phone: /^\+?[0-9 ().-]{3,20}$/,
	email: /^[^@\s]+@[^@\s]+\.[^@\s]+$/,
};

const FIELDS: Array< [ Channel, string, string ] > = [
	[ 'whatsapp', __( 'WhatsApp number', 'vitrine' ), '+33 6 12 34 56 78' ],
	[ 'telegram', __( 'Telegram username', 'vitrine' ), '@yourname' ],
	[ 'messenger', __( 'Messenger page name', 'vitrine' ), 'yourpage' ],
	[ 'phone', __( 'Phone number', 'vitrine' ), '+1 555 0100' ],
	[ 'email', __( 'Email address', 'vitrine' ), 'hello@example.com' ],
];

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const blockProps = useBlockProps( { className: `vitrine-contact-buttons is-side-${ attributes.side }` } );
	const bad = FIELDS.filter(
		( [ key ] ) => attributes[ key ].trim() && ! VALID[ key ].test( attributes[ key ].trim() )
	);
	const any = FIELDS.some( ( [ key ] ) => attributes[ key ].trim() );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Contact buttons', 'vitrine' ) }>
					<TextControl
						label={ __( 'Toggle label', 'vitrine' ) }
						value={ attributes.title }
						onChange={ ( title ) => setAttributes( { title } ) }
					/>
					{ FIELDS.map( ( [ key, label, example ] ) => (
						<TextControl
							key={ key }
							label={ label }
							placeholder={ example }
							value={ attributes[ key ] }
							onChange={ ( value ) => setAttributes( { [ key ]: value } as Partial< Attributes > ) }
						/>
					) ) }
					<SelectControl
						label={ __( 'Corner', 'vitrine' ) }
						value={ attributes.side }
						options={ [
							{ label: __( 'Bottom right', 'vitrine' ), value: 'right' },
							{ label: __( 'Bottom left', 'vitrine' ), value: 'left' },
						] }
						onChange={ ( side ) => setAttributes( { side: side as Attributes[ 'side' ] } ) }
					/>
					<ToggleControl
						label={ __( 'Visitors can hide them', 'vitrine' ) }
						checked={ attributes.dismissible }
						onChange={ ( dismissible ) => setAttributes( { dismissible } ) }
					/>
					{ attributes.dismissible && (
						<RangeControl
							label={ __( 'Remember for (days)', 'vitrine' ) }
							value={ attributes.dismissDays }
							min={ 1 }
							max={ 365 }
							onChange={ ( dismissDays ) => setAttributes( { dismissDays: dismissDays ?? 30 } ) }
						/>
					) }
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				{ ! any && (
					<Notice status="warning" isDismissible={ false }>
						{ __( 'Add at least one contact channel.', 'vitrine' ) }
					</Notice>
				) }
				{ bad.map( ( [ key, label ] ) => (
					<Notice key={ key } status="warning" isDismissible={ false }>
						{ label }: { __( 'this value does not fit and is left out.', 'vitrine' ) }
					</Notice>
				) ) }
				<span className="vitrine-contact-buttons__toggle">{ attributes.title }</span>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
