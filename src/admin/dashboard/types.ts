/** The answer of GET vitrine/v1/dashboard (includes/Admin/DashboardState.php); a card is absent for users who may not see it. */
export type ConsentCard = {
	law: string;
	barRegions: number;
	regions: number;
	recordsEnabled: boolean;
	recordsWeek: number;
	acceptedWeek: number;
	declared: number;
	scan: { time: string; pages: number; found: number; unknown: number };
	url: string;
};

export type AffiliateCard = {
	source: 'creators' | 'catalogue';
	lastRefresh: string;
	refreshOk: boolean;
	message: string;
	clicks: Array< { day: string; clicks: number } >;
	products: number;
	url: string;
};

export type Problem = { part: string; message: string; url: string };

export type DashboardState = {
	problems: Problem[];
	consent?: ConsentCard;
	affiliate?: AffiliateCard;
	popups?: { active: number; url: string };
	forms?: { entriesWeek: number; entries: number; url: string };
	shop?: { woocommerce: boolean; paymentsUrl: string };
	demo?: { imported: boolean; importedAt: string; contents: string; url: string };
};
