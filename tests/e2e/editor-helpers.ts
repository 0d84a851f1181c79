/**
 * The block editor steps the editor specs share: a new post opened with the welcome guide turned
 * off, and a block inserted and selected the way an author's click would leave it.
 */
import type { Page } from '@playwright/test';

type Wp = { wp: any };

/** Opens the block editor on a new post of the type, once its blocks are registered. */
export async function newPost( page: Page, postType = 'page' ): Promise< void > {
	await page.goto( `/wp-admin/post-new.php?post_type=${ postType }` );
	await page.waitForFunction( () => ( window as unknown as Partial< Wp > ).wp?.blocks );
	await page.evaluate( () =>
		( window as unknown as Wp ).wp.data
			.dispatch( 'core/preferences' )
			.set( 'core/edit-post', 'welcomeGuide', false )
	);
}

/** Inserts the block with these attributes, selects it and answers its client id. */
export async function insertBlock( page: Page, name: string, attributes: object = {} ): Promise< string > {
	return page.evaluate(
		( [ blockName, attrs ] ) => {
			const { wp } = window as unknown as Wp;
			const block = wp.blocks.createBlock( blockName, attrs );
			wp.data.dispatch( 'core/block-editor' ).insertBlocks( block );
			wp.data.dispatch( 'core/block-editor' ).selectBlock( block.clientId );
			return block.clientId as string;
		},
		[ name, attributes ] as const
	);
}
