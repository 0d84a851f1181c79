/**
 * The script of the builder's URL action links (`data-vitrine="actions"`), enqueued by includes/Popups/ActionLinks.php where one renders.
 * It registers the handler with the runtime it depends on, like a block's view script (docs/builder.md).
 */
import { register } from '@vitrine/runtime';
import handler from './actions/handler';

void register( 'actions', handler );
