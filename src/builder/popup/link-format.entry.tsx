/**
 * A rich-text format for URL action links: select text in any block and pick an action (open or
 * close a popup, open, close or toggle an off-canvas panel, reload the page). It saves an ordinary
 * link, `<a class="vitrine-action-link" href="#vitrine-action:...">`, which the server marks and
 * the builder runtime's actions handler runs.
 */
import { RichTextToolbarButton } from '@wordpress/block-editor';
import { Button, Popover } from '@wordpress/components';
import { CheckboxControl, SelectControl, TextControl } from '../../editor/controls';
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
// WordPress provides rich-text at run time (the wp-rich-text script); webpack externalises it.
// eslint-disable-next-line import/no-extraneous-dependencies
import { applyFormat, registerFormatType, removeFormat, useAnchor, type RichTextValue } from '@wordpress/rich-text';
import { actionHref, parseActionHref, ACTION_NAMES, type ActionName } from '../actions/parse';

const NAME = 'vitrine/action-link';
const LABELS: Record< ActionName, string > = {
	'popup:open': __( 'Open a popup', 'vitrine' ),
	'popup:close': __( 'Close the popup', 'vitrine' ),
	'off_canvas:open': __( 'Open an off-canvas panel', 'vitrine' ),
	'off_canvas:close': __( 'Close an off-canvas panel', 'vitrine' ),
	'off_canvas:toggle': __( 'Toggle an off-canvas panel', 'vitrine' ),
	'reload-page': __( 'Reload the page', 'vitrine' ),
};

interface EditProps {
	isActive: boolean;
	value: RichTextValue;
	activeAttributes: Record< string, string >;
	onChange: ( value: RichTextValue ) => void;
	contentRef: unknown;
}

function ActionLinkEdit( { isActive, value, activeAttributes, onChange, contentRef }: EditProps ) {
	const [ open, setOpen ] = useState( false );
	const current = parseActionHref( activeAttributes.url );
	const [ name, setName ] = useState< ActionName >( ( current?.name as ActionName ) || 'popup:open' );
	const [ id, setId ] = useState( current?.params.id ?? '' );
	const [ flagOn, setFlag ] = useState( false );
	const anchor = useAnchor( {
		editableContentElement: ( contentRef as { current: HTMLElement | null } ).current,
		settings: { name: NAME, tagName: 'a', className: 'vitrine-action-link', title: '', edit: () => null } as never,
	} );
	const popups = useSelect(
		( select ) =>
			(
				select( 'core' ) as {
					getEntityRecords: (
						k: string,
						n: string,
						q: object
					) => Array< { id: number; title: { raw?: string; rendered: string } } > | null;
				}
			 ).getEntityRecords( 'postType', 'vitrine_popup', { per_page: 100, context: 'edit' } ) ?? [],
		[]
	);
	const needsId = name !== 'reload-page' && name !== 'popup:close';
	const apply = () => {
		const params: Record< string, string | boolean > = { id };
		if ( name === 'popup:open' ) {
			params.toggle = flagOn;
		}
		if ( name === 'popup:close' ) {
			params.do_not_show_again = flagOn;
		}
		onChange( applyFormat( value, { type: NAME, attributes: { url: actionHref( name, params ) } } ) );
		setOpen( false );
	};
	return (
		<>
			<RichTextToolbarButton
				icon="external"
				title={ __( 'Action link', 'vitrine' ) }
				isActive={ isActive }
				onClick={ () => ( isActive ? onChange( removeFormat( value, NAME ) ) : setOpen( true ) ) }
			/>
			{ open && (
				<Popover anchor={ anchor } onClose={ () => setOpen( false ) } placement="bottom">
					<div style={ { padding: 12, minWidth: 260, display: 'grid', gap: 8 } }>
						<SelectControl
							label={ __( 'Action', 'vitrine' ) }
							value={ name }
							options={ ACTION_NAMES.map( ( value_ ) => ( { value: value_, label: LABELS[ value_ ] } ) ) }
							onChange={ ( next: string ) => setName( next as ActionName ) }
						/>
						{ name.startsWith( 'popup:' ) && popups.length > 0 ? (
							<SelectControl
								label={ __( 'Popup', 'vitrine' ) }
								value={ id }
								options={ [
									{
										value: '',
										label:
											name === 'popup:close' ? __( 'The popup the link is in', 'vitrine' ) : '—',
									},
									...popups.map( ( p ) => ( {
										value: String( p.id ),
										label: p.title.raw || `#${ p.id }`,
									} ) ),
								] }
								onChange={ setId }
							/>
						) : (
							name !== 'reload-page' && (
								<TextControl label={ __( 'Id', 'vitrine' ) } value={ id } onChange={ setId } />
							)
						) }
						{ ( name === 'popup:open' || name === 'popup:close' ) && (
							<CheckboxControl
								label={
									name === 'popup:open'
										? __( 'Toggle (close it when open)', 'vitrine' )
										: __( 'Do not show it again', 'vitrine' )
								}
								checked={ flagOn }
								onChange={ setFlag }
							/>
						) }
						<Button variant="primary" disabled={ needsId && ! id } onClick={ apply }>
							{ __( 'Apply', 'vitrine' ) }
						</Button>
					</div>
				</Popover>
			) }
		</>
	);
}

registerFormatType( NAME, {
	title: __( 'Action link', 'vitrine' ),
	tagName: 'a',
	className: 'vitrine-action-link',
	attributes: { url: 'href' },
	edit: ActionLinkEdit,
} as never );
