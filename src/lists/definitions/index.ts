/** The admin lists by id, as Vitrine\Lists\Registry names them. */
import { clicks } from './clicks';
import { consentRecords } from './consent-records';
import { formEntries } from './form-entries';
import { products } from './products';
import { subscribers } from './subscribers';

export const DEFINITIONS = {
	'consent-records': consentRecords,
	'form-entries': formEntries,
	subscribers,
	clicks,
	products,
};
