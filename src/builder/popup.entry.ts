/**
 * The script of the builder's popups (`data-vitrine="popup"`), enqueued by includes/Popups/Output.php where a popup may show.
 * It registers the handler with the runtime it depends on, like a block's view script (docs/builder.md).
 */
import { register } from '@vitrine/runtime';
import handler from './popup/handler';

void register( 'popup', handler );
