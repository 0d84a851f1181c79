/**
 * The popup A/B test routes (rest/Popups/Ab*Route.php) as the editor panel calls them, and the
 * pure formatting of their numbers.
 */
import apiFetch from '@wordpress/api-fetch';

export interface VariantResult {
	variant: string;
	post: number;
	title: string;
	status: string;
	edit_link: string;
	weight: number;
	impressions: number;
	conversions: number;
	rate: number;
	rate_low: number;
	rate_high: number;
	/** Null for the control. */
	beats_control: number | null;
}

export interface TestResults {
	popup: number;
	running: boolean;
	started: string;
	variants: VariantResult[];
	leader: string;
	/** The variant "Apply the winner" offers, '' until the rule is met (docs/insights.md). */
	winner: string;
	min_impressions: number;
	confidence: number;
	/** Impressions the least-seen variant still lacks before a winner can be offered. */
	impressions_needed: number;
	/** The last ended test: how it ended and its final results. */
	last: {
		outcome: 'stopped' | 'applied' | 'kept';
		winner: string;
		started: string;
		ended: string;
		variants: VariantResult[];
	} | null;
}

const base = ( id: number ) => `/vitrine/v1/popups/${ id }/abtest`;

export const readTest = ( id: number ) => apiFetch< TestResults >( { path: base( id ) } );
export const addVariant = ( id: number ) =>
	apiFetch< TestResults >( { path: `${ base( id ) }/variants`, method: 'POST' } );
export const saveWeights = ( id: number, weights: Record< string, number > ) =>
	apiFetch< TestResults >( { path: `${ base( id ) }/weights`, method: 'POST', data: { weights } } );
export const applyWinner = ( id: number, winner: string ) =>
	apiFetch< TestResults >( { path: `${ base( id ) }/apply`, method: 'POST', data: { winner } } );

export const stopTest = ( id: number ) => apiFetch< TestResults >( { path: `${ base( id ) }/stop`, method: 'POST' } );

/** 0.125 → "12.5 %". */
export const percent = ( value: number ): string => `${ ( value * 100 ).toFixed( 1 ) } %`;

/** The variant's display name: "A" for the control. */
export const letter = ( key: string ): string => key.toUpperCase();
