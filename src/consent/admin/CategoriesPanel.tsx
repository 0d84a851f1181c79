/** The categories: necessary always on, the optional ones switchable, each with texts and cookies. */
import { PanelBody } from '@wordpress/components';
import { TextareaControl } from '../../editor/controls';
import { Bound } from '../../editor/bound';
import { __ } from '@wordpress/i18n';
import { category } from './controls';
import { boot, type AdminCategory, type AdminSettings } from './types';
import type { Update } from './SettingsApp';

const { Text, Textarea, Toggle } = category;

const ALL = [ 'necessary', 'functional', 'analytics', 'performance', 'advertisement', 'others' ];

export function CategoriesPanel( { settings, update }: { settings: AdminSettings; update: Update } ) {
	const { categoryNames } = boot();
	const list: AdminCategory[] = ALL.map(
		( slug ) =>
			settings.categories.find( ( c ) => c.slug === slug ) ?? {
				slug,
				enabled: false,
				name: '',
				description: '',
				cookies: [],
				ccpa: slug === 'advertisement',
			}
	);
	const set = ( slug: string, patch: Partial< AdminCategory > ) =>
		update( { categories: list.map( ( c ) => ( c.slug === slug ? { ...c, ...patch } : c ) ) } );
	return (
		<>
			<p>{ __( 'Adding or removing a category asks every visitor for consent again.', 'vitrine' ) }</p>
			{ list.map( ( c ) => (
				<PanelBody
					key={ c.slug }
					title={ c.name || categoryNames[ c.slug ]?.name || c.slug }
					initialOpen={ false }
				>
					<Bound values={ c } set={ ( patch ) => set( c.slug, patch ) }>
						{ c.slug !== 'necessary' && (
							<Toggle name="enabled" label={ __( 'Offer this category', 'vitrine' ) } />
						) }
						<Text
							name="name"
							label={ __( 'Name', 'vitrine' ) }
							placeholder={ categoryNames[ c.slug ]?.name }
						/>
						<Textarea
							name="description"
							label={ __( 'Description', 'vitrine' ) }
							placeholder={ categoryNames[ c.slug ]?.description }
						/>
						<TextareaControl
							label={ __( 'Cookies it sets (one per line; name* for a prefix)', 'vitrine' ) }
							help={ __( 'Erased when the visitor refuses or withdraws this category.', 'vitrine' ) }
							value={ c.cookies.join( '\n' ) }
							onChange={ ( text ) =>
								set( c.slug, { cookies: text.split( /[\s,;]+/ ).filter( Boolean ) } )
							}
						/>
						{ c.slug !== 'necessary' && (
							<Toggle
								name="ccpa"
								label={ __(
									'Blocked after a CCPA opt-out or a Global Privacy Control signal',
									'vitrine'
								) }
							/>
						) }
					</Bound>
				</PanelBody>
			) ) }
		</>
	);
}
