/**
 * Subscribe: the same behaviour as the form widget (accessible validation, sending without a
 * reload, the server's field errors in place); only the endpoint in the settings differs.
 */
import { register } from '@vitrine/runtime';
import handler from '../form/view';

register( 'subscribe', handler );

export default handler;
