/**
 * Proof of consent: the record settings, then the records as an admin list (src/lists, built with
 * WordPress's DataViews): searchable by consent id, filtered by decision, law and day, sorted, paged
 * on the server, deletable one by one or in bulk after a confirmation, exported as CSV
 * (docs/consent.md, "Records").
 */
import { Spinner } from '@wordpress/components';
import { lazy, Suspense, useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { option } from './controls';
import { boot, type AdminSettings } from './types';

const { NumberField, Toggle } = option;

// Its own chunk (build/chunks/), fetched when this tab first renders: the rest of the settings
// screen does not carry DataViews (docs/consent.md, "Records").
const RecordsList = lazy( () => import( /* webpackChunkName: "consent-records" */ './RecordsList' ) );

export function RecordsPanel( { settings }: { settings: AdminSettings } ) {
	// The name the owner gave a category, else its default name (as the Categories tab shows them).
	const categoryNames = useMemo( () => {
		const names = Object.fromEntries(
			Object.entries( boot().categoryNames ).map( ( [ slug, c ] ) => [ slug, c.name ] )
		);
		settings.categories.forEach( ( c ) => {
			if ( c.name ) {
				names[ c.slug ] = c.name;
			}
		} );
		return names;
	}, [ settings.categories ] );
	return (
		<>
			<Toggle name="records_enabled" label={ __( 'Record every decision (proof of consent)', 'vitrine' ) } />
			<NumberField
				name="records_retention_days"
				min={ 1 }
				max={ 3650 }
				label={ __( 'Keep records for (days)', 'vitrine' ) }
			/>
			<Suspense fallback={ <Spinner /> }>
				<RecordsList categoryNames={ categoryNames } />
			</Suspense>
		</>
	);
}
