import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { Warning } from '../../src/editor/notice';
import { __ } from '@wordpress/i18n';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
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

const { Text, Toggle, Range, Select } = boundControls< Attributes >( metadata );

function Edit( props: EditProps< Attributes > ) {
	const { attributes } = props;
	const blockProps = useBlockProps( { className: `vitrine-contact-buttons is-side-${ attributes.side }` } );
	const bad = FIELDS.filter(
		( [ key ] ) => attributes[ key ].trim() && ! VALID[ key ].test( attributes[ key ].trim() )
	);
	const any = FIELDS.some( ( [ key ] ) => attributes[ key ].trim() );
	return (
		<>
			<Settings { ...props } title={ __( 'Contact buttons', 'vitrine' ) }>
				<Text name="title" label={ __( 'Toggle label', 'vitrine' ) } />
				{ FIELDS.map( ( [ key, label, example ] ) => (
					<Text key={ key } name={ key } label={ label } placeholder={ example } />
				) ) }
				<Select
					name="side"
					label={ __( 'Corner', 'vitrine' ) }
					options={ { right: __( 'Bottom right', 'vitrine' ), left: __( 'Bottom left', 'vitrine' ) } }
				/>
				<Toggle name="dismissible" label={ __( 'Visitors can hide them', 'vitrine' ) } />
				{ attributes.dismissible && (
					<Range name="dismissDays" label={ __( 'Remember for (days)', 'vitrine' ) } min={ 1 } max={ 365 } />
				) }
			</Settings>
			<div { ...blockProps }>
				{ ! any && <Warning>{ __( 'Add at least one contact channel.', 'vitrine' ) }</Warning> }
				{ bad.map( ( [ key, label ] ) => (
					<Warning key={ key }>
						{ label }: { __( 'this value does not fit and is left out.', 'vitrine' ) }
					</Warning>
				) ) }
				<span className="vitrine-contact-buttons__toggle">{ attributes.title }</span>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
