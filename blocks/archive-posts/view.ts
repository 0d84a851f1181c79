/**
 * Archive posts: the posts widget's handler ("load more" and infinite scrolling); the archive named
 * in the settings travels with each next-page request (blocks/posts/load.ts).
 */
import { register } from '@vitrine/runtime';
import handler from '../posts/view';

register( 'archive-posts', handler );

export default handler;
