/**
 * The script of the builder's motion effects (`data-vitrine="motion"`), enqueued by includes/Builder/Module.php where a block has them.
 * It registers the handler with the runtime it depends on, like a block's view script (docs/builder.md).
 */
import { register } from '@vitrine/runtime';
import handler from './motion/handler';

void register( 'motion', handler );
