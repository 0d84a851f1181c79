import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { Notice, PanelBody } from '@wordpress/components';
import { CheckboxControl, SelectControl, TextControl, ToggleControl } from '../../src/editor/controls';
import { __ } from '@wordpress/i18n';
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

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const blockProps = useBlockProps( { className: `vitrine-share is-enhanced is-layout-${ attributes.layout }` } );
	const toggle = ( name: string, on: boolean ) =>
		setAttributes( {
			buttons: on ? [ ...attributes.buttons, name ] : attributes.buttons.filter( ( b ) => b !== name ),
		} );
	const badUrl = attributes.shareUrl !== '' && ! /^https?:\/\//i.test( attributes.shareUrl );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Share buttons', 'vitrine' ) }>
					{ CHOICES.map( ( [ name, label ] ) => (
						<CheckboxControl
							key={ name }
							label={ label }
							checked={ attributes.buttons.includes( name ) }
							onChange={ ( on ) => toggle( name, on ) }
						/>
					) ) }
					<SelectControl
						label={ __( 'Layout', 'vitrine' ) }
						value={ attributes.layout }
						options={ [
							{ label: __( 'Horizontal', 'vitrine' ), value: 'horizontal' },
							{ label: __( 'Vertical', 'vitrine' ), value: 'vertical' },
						] }
						onChange={ ( layout ) => setAttributes( { layout: layout as Attributes[ 'layout' ] } ) }
					/>
					<ToggleControl
						label={ __( 'Show labels', 'vitrine' ) }
						checked={ attributes.showLabels }
						onChange={ ( showLabels ) => setAttributes( { showLabels } ) }
					/>
					<TextControl
						label={ __( 'Address to share (empty: this page)', 'vitrine' ) }
						value={ attributes.shareUrl }
						type="url"
						onChange={ ( shareUrl ) => setAttributes( { shareUrl } ) }
					/>
					{ badUrl && (
						<Notice status="warning" isDismissible={ false }>
							{ __( 'Use an address starting with https://; this page is shared meanwhile.', 'vitrine' ) }
						</Notice>
					) }
					<TextControl
						label={ __( 'Title to share (empty: the page title)', 'vitrine' ) }
						value={ attributes.shareTitle }
						onChange={ ( shareTitle ) => setAttributes( { shareTitle } ) }
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				{ attributes.buttons.length === 0 && (
					<Notice status="warning" isDismissible={ false }>
						{ __( 'Choose at least one share button.', 'vitrine' ) }
					</Notice>
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
