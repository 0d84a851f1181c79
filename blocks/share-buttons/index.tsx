import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { Warning } from '../../src/editor/notice';
import { __ } from '@wordpress/i18n';
import { CheckboxControl } from '../../src/editor/controls';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	buttons: string[];
	layout: 'horizontal' | 'vertical';
	showLabels: boolean;
	shareUrl: string;
	shareTitle: string;
};

const CHOICES: Array< [ string, string ] > = [
	[ 'facebook', 'Facebook' ],
	[ 'x', 'X' ],
	[ 'linkedin', 'LinkedIn' ],
	[ 'whatsapp', 'WhatsApp' ],
	[ 'telegram', 'Telegram' ],
	[ 'pinterest', 'Pinterest' ],
	[ 'reddit', 'Reddit' ],
	[ 'email', __( 'Email', 'vitrine' ) ],
	[ 'copy', __( 'Copy link', 'vitrine' ) ],
	[ 'native', __( 'Device share sheet', 'vitrine' ) ],
];

const { Text, Toggle, Select } = boundControls< Attributes >( metadata );

function Edit( props: EditProps< Attributes > ) {
	const { attributes, setAttributes } = props;
	const blockProps = useBlockProps( { className: `vitrine-share is-enhanced is-layout-${ attributes.layout }` } );
	const toggle = ( name: string, on: boolean ) =>
		setAttributes( {
			buttons: on ? [ ...attributes.buttons, name ] : attributes.buttons.filter( ( b ) => b !== name ),
		} );
	const badUrl = attributes.shareUrl !== '' && ! /^https?:\/\//i.test( attributes.shareUrl );
	return (
		<>
			<Settings { ...props } title={ __( 'Share buttons', 'vitrine' ) }>
				{ CHOICES.map( ( [ name, label ] ) => (
					<CheckboxControl
						key={ name }
						label={ label }
						checked={ attributes.buttons.includes( name ) }
						onChange={ ( on ) => toggle( name, on ) }
					/>
				) ) }
				<Select
					name="layout"
					label={ __( 'Layout', 'vitrine' ) }
					options={ { horizontal: __( 'Horizontal', 'vitrine' ), vertical: __( 'Vertical', 'vitrine' ) } }
				/>
				<Toggle name="showLabels" label={ __( 'Show labels', 'vitrine' ) } />
				<Text name="shareUrl" label={ __( 'Address to share (empty: this page)', 'vitrine' ) } type="url" />
				{ badUrl && (
					<Warning>
						{ __( 'Use an address starting with https://; this page is shared meanwhile.', 'vitrine' ) }
					</Warning>
				) }
				<Text name="shareTitle" label={ __( 'Title to share (empty: the page title)', 'vitrine' ) } />
			</Settings>
			<div { ...blockProps }>
				{ attributes.buttons.length === 0 && (
					<Warning>{ __( 'Choose at least one share button.', 'vitrine' ) }</Warning>
				) }
				<ul className="vitrine-share__list">
					{ CHOICES.filter( ( [ name ] ) => attributes.buttons.includes( name ) ).map(
						( [ name, label ] ) => (
							<li key={ name } className="vitrine-share__item">
								<span className="vitrine-share__button">{ label }</span>
							</li>
						)
					) }
				</ul>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
