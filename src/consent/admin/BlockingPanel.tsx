/** The blocking map: a script handle, or text found in a script or embed address or inline code. */
import { Button } from '@wordpress/components';
import { TextControl } from '../../editor/controls';
import { Bound } from '../../editor/bound';
import { __ } from '@wordpress/i18n';
import { rule as ruleControls } from './controls';
import type { AdminSettings } from './types';
import type { Update } from './SettingsApp';

const { Text, Select } = ruleControls;

const CATEGORIES = [ 'functional', 'analytics', 'performance', 'advertisement', 'others' ];

export function BlockingPanel( { settings, update }: { settings: AdminSettings; update: Update } ) {
	const rules = settings.blocking;
	const set = ( index: number, patch: Partial< ( typeof rules )[ number ] > ) =>
		update( { blocking: rules.map( ( r, i ) => ( i === index ? { ...r, ...patch } : r ) ) } );
	return (
		<>
			<p>
				{ __(
					'Each rule blocks until consent: a script handle (exact), or text found in a script address, an inline script or an iframe or embed address (e.g. googletagmanager.com, youtube.com/embed).',
					'vitrine'
				) }
			</p>
			{ rules.map( ( rule, index ) => (
				<div className="vitrine-consent-admin__rule" key={ index }>
					<Bound values={ rule } set={ ( patch ) => set( index, patch ) }>
						<Text name="pattern" label={ __( 'Handle or pattern', 'vitrine' ) } />
						<Select
							name="category"
							label={ __( 'Category', 'vitrine' ) }
							options={ CATEGORIES.map( ( value ) => ( { value, label: value } ) ) }
						/>
					</Bound>
					<Button
						variant="secondary"
						isDestructive
						onClick={ () => update( { blocking: rules.filter( ( _, i ) => i !== index ) } ) }
					>
						{ __( 'Remove', 'vitrine' ) }
					</Button>
				</div>
			) ) }
			<Button
				variant="secondary"
				onClick={ () => update( { blocking: [ ...rules, { pattern: '', category: 'analytics' } ] } ) }
			>
				{ __( 'Add a rule', 'vitrine' ) }
			</Button>
			<h3>{ __( 'Pages without the bar', 'vitrine' ) }</h3>
			<TextControl
				label={ __( 'Paths (comma-separated, e.g. /privacy-policy/)', 'vitrine' ) }
				help={ __( 'Blocked scripts stay blocked there.', 'vitrine' ) }
				value={ settings.excluded_paths.join( ', ' ) }
				onChange={ ( text ) =>
					update( { excluded_paths: text.split( /[\s,]+/ ).filter( ( p ) => p.startsWith( '/' ) ) } )
				}
			/>
		</>
	);
}
