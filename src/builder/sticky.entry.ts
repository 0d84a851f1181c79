/**
 * The script of the builder's sticky elements (`data-vitrine="sticky"`), enqueued by includes/Builder/Module.php where a block is sticky.
 * It registers the handler with the runtime it depends on, like a block's view script (docs/builder.md).
 */
import { register } from '@vitrine/runtime';
import handler from './sticky/handler';

void register( 'sticky', handler );
