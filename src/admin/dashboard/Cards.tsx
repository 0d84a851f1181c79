/** The dashboard's cards, one per part: a few facts and the next steps (docs/admin.md). */
import { Button, Card, CardBody, CardFooter, CardHeader } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { Sparkline } from './Sparkline';
import { barRegions, lawName, when } from './format';
import type { AffiliateCard as Affiliate, ConsentCard as Consent, DashboardState } from './types';

type Link = { label: string; url: string; primary?: boolean };

function Part( {
	id,
	title,
	facts,
	links,
	children,
}: {
	id: string;
	title: string;
	facts: Array< [ string, ReactNode ] >;
	links: Link[];
	children?: ReactNode;
} ) {
	return (
		<Card className={ `vitrine-dashboard__card vitrine-dashboard__card--${ id }` } size="small">
			<CardHeader>
				<h2 className="vitrine-dashboard__title" id={ `vitrine-dashboard-${ id }` }>
					{ title }
				</h2>
			</CardHeader>
			<CardBody>
				<dl className="vitrine-dashboard__facts" aria-labelledby={ `vitrine-dashboard-${ id }` }>
					{ facts.map( ( [ term, value ] ) => (
						// A long value (a list) goes under its term instead of beside it.
						<div
							key={ term }
							className={ `vitrine-dashboard__fact${
								typeof value === 'string' && value.length > 40
									? ' vitrine-dashboard__fact--stacked'
									: ''
							}` }
						>
							<dt>{ term }</dt>
							<dd>{ value }</dd>
						</div>
					) ) }
				</dl>
				{ children }
			</CardBody>
			<CardFooter className="vitrine-dashboard__next" justify="flex-start">
				{ links.map( ( link ) => (
					<Button
						key={ link.url }
						variant={ link.primary ? 'primary' : 'secondary' }
						href={ link.url }
						size="compact"
					>
						{ link.label }
					</Button>
				) ) }
			</CardFooter>
		</Card>
	);
}

export function ConsentCard( { card }: { card: Consent } ) {
	const scan = card.scan.time
		? sprintf(
				/* translators: 1: date, 2: cookies found, 3: cookies not in the Open Cookie Database */
				__( '%1$s: %2$d cookies, %3$d unknown', 'vitrine' ),
				when( card.scan.time ),
				card.scan.found,
				card.scan.unknown
			)
		: __( 'never', 'vitrine' );
	return (
		<Part
			id="consent"
			title={ __( 'Cookie consent', 'vitrine' ) }
			facts={ [
				[ __( 'Law', 'vitrine' ), lawName( card.law ) ],
				[ __( 'Consent bar', 'vitrine' ), barRegions( card.barRegions, card.regions ) ],
				[
					__( 'Records this week', 'vitrine' ),
					card.recordsEnabled ? String( card.recordsWeek ) : __( 'not kept (turned off)', 'vitrine' ),
				],
				[ __( 'Last cookie scan', 'vitrine' ), scan ],
			] }
			links={ [
				{
					label: card.scan.time ? __( 'Scan again', 'vitrine' ) : __( 'Scan for cookies', 'vitrine' ),
					url: `${ card.url }#declaration`,
					primary: ! card.scan.time || card.scan.unknown > 0,
				},
				{ label: __( 'Consent settings', 'vitrine' ), url: card.url },
			] }
		/>
	);
}

export function AffiliateCard( { card }: { card: Affiliate } ) {
	const total = card.clicks.reduce( ( sum, d ) => sum + d.clicks, 0 );
	return (
		<Part
			id="affiliate"
			title={ __( 'Affiliate links', 'vitrine' ) }
			facts={ [
				[
					__( 'Product data', 'vitrine' ),
					card.source === 'creators'
						? __( 'Amazon Creators API', 'vitrine' )
						: __( 'Your catalogue (no Amazon API)', 'vitrine' ),
				],
				[
					__( 'Last refresh', 'vitrine' ),
					card.source === 'creators' ? when( card.lastRefresh ) : __( 'not needed', 'vitrine' ),
				],
				[ __( 'Products', 'vitrine' ), String( card.products ) ],
				[
					__( 'Clicks, last 7 days', 'vitrine' ),
					/* translators: %d: clicks */
					sprintf( _n( '%d click', '%d clicks', total, 'vitrine' ), total ),
				],
			] }
			links={ [
				{ label: __( 'Clicks report', 'vitrine' ), url: card.url },
				...( card.source === 'creators'
					? []
					: [
							{
								label: __( 'Connect Amazon', 'vitrine' ),
								url: 'admin.php?page=vitrine-affiliate-settings',
							},
						] ),
			] }
		>
			<Sparkline days={ card.clicks } />
		</Part>
	);
}

export function PopupsCard( { card }: { card: NonNullable< DashboardState[ 'popups' ] > } ) {
	return (
		<Part
			id="popups"
			title={ __( 'Popups', 'vitrine' ) }
			facts={ [ [ __( 'Published popups', 'vitrine' ), String( card.active ) ] ] }
			links={ [
				{ label: __( 'Popups', 'vitrine' ), url: card.url },
				{ label: __( 'Add a popup', 'vitrine' ), url: 'post-new.php?post_type=vitrine_popup' },
			] }
		/>
	);
}

export function FormsCard( { card }: { card: NonNullable< DashboardState[ 'forms' ] > } ) {
	return (
		<Part
			id="forms"
			title={ __( 'Forms', 'vitrine' ) }
			facts={ [
				[ __( 'New entries this week', 'vitrine' ), String( card.entriesWeek ) ],
				[ __( 'Entries kept', 'vitrine' ), String( card.entries ) ],
			] }
			links={ [
				{ label: __( 'Form entries', 'vitrine' ), url: card.url, primary: card.entriesWeek > 0 },
				{ label: __( 'Subscribers', 'vitrine' ), url: 'admin.php?page=vitrine-subscribers' },
			] }
		/>
	);
}

export function ShopCard( { card }: { card: NonNullable< DashboardState[ 'shop' ] > } ) {
	return (
		<Part
			id="shop"
			title={ __( 'Shop', 'vitrine' ) }
			facts={ [
				[
					__( 'WooCommerce', 'vitrine' ),
					card.woocommerce
						? __( 'found: the theme styles its pages', 'vitrine' )
						: __( 'not installed: payment buttons sell without it', 'vitrine' ),
				],
			] }
			links={ [ { label: __( 'Payment settings', 'vitrine' ), url: card.paymentsUrl } ] }
		/>
	);
}

export function DemoCard( { card }: { card: NonNullable< DashboardState[ 'demo' ] > } ) {
	return (
		<Part
			id="demo"
			title={ __( 'Demo content', 'vitrine' ) }
			facts={
				card.imported
					? [
							[ __( 'Imported', 'vitrine' ), when( card.importedAt ) ],
							[ __( 'What it added', 'vitrine' ), card.contents ],
						]
					: [ [ __( 'Imported', 'vitrine' ), __( 'not yet', 'vitrine' ) ] ]
			}
			links={ [
				{
					label: card.imported ? __( 'Demo and data', 'vitrine' ) : __( 'Import the demo', 'vitrine' ),
					url: card.url,
					primary: ! card.imported,
				},
				{ label: __( 'View the site', 'vitrine' ), url: '../' },
			] }
		/>
	);
}
