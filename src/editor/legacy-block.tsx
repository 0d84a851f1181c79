/**
 * A block name that became a variation of another block (docs/architecture.md, "Variations instead
 * of twin blocks"). A `deprecated` entry cannot change a block's name, so the old name stays
 * registered as a hidden block: the server renders saved content with the merged block's renderer,
 * and in the editor the old block replaces itself, once, with the merged block and the matching
 * variation (`migrate` turns its attributes into the merged block's). The swap adds no undo step;
 * the post is saved with the new block the next time the editor saves it.
 */
import { createBlock, registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

export type Attributes = Record< string, unknown >;

interface Replace {
	replaceBlocks: ( clientId: string, blocks: unknown ) => void;
	__unstableMarkNextChangeAsNotPersistent: () => void;
}

export function registerLegacyBlock(
	metadata: object,
	target: string,
	migrate: ( attributes: Attributes ) => Attributes
): void {
	function Edit( { clientId, attributes }: { clientId: string; attributes: Attributes } ) {
		const { replaceBlocks, __unstableMarkNextChangeAsNotPersistent: notPersistent } = useDispatch(
			blockEditorStore
		) as unknown as Replace;
		useEffect( () => {
			notPersistent();
			replaceBlocks( clientId, createBlock( target, migrate( attributes ) ) );
			// Once, on opening: the block is gone afterwards.
			// eslint-disable-next-line react-hooks/exhaustive-deps
		}, [] );
		return null;
	}
	registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
}
