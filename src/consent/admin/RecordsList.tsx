/**
 * The consent records as an admin list (src/lists, WordPress's DataViews), in a chunk of its own:
 * RecordsPanel loads it only when the Records tab opens, so the settings screen does not download
 * DataViews (~800 KB) for owners who never look at records (docs/consent.md, "Records").
 */
import { ListApp } from '../../lists/ListApp';
import { consentRecords } from '../../lists/definitions/consent-records';

export default function RecordsList( { categoryNames }: { categoryNames: Record< string, string > } ) {
	// The settings page is for users who manage options, who may also delete records.
	const config = { list: 'consent-records', canDelete: true, categoryNames };
	return <ListApp config={ config } definition={ consentRecords( config ) } />;
}
