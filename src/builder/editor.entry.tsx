/**
 * The page builder in the block editor: every block gets the `vitrineMotion` and `vitrineSticky`
 * attributes and a "Motion effects" and a "Sticky" panel in its inspector; motion previews on the
 * block in the canvas while it is set.
 */
import { InspectorControls } from '@wordpress/block-editor';
import { useEffect } from '@wordpress/element';
import { addFilter } from '@wordpress/hooks';
import type { ComponentType } from 'react';
import { MotionPanel } from './editor/motion-panel';
import { StickyPanel } from './editor/sticky-panel';
import { previewMotion } from './editor/preview';
import type { Values } from '../editor/devices';

interface BlockSettings {
	attributes?: Record< string, unknown >;
	[ key: string ]: unknown;
}

addFilter( 'blocks.registerBlockType', 'vitrine/builder-attributes', ( settings: BlockSettings ) => ( {
	...settings,
	attributes: {
		...settings.attributes,
		vitrineMotion: { type: 'object' },
		vitrineSticky: { type: 'object' },
	},
} ) );

interface EditProps {
	clientId: string;
	isSelected: boolean;
	attributes: { vitrineMotion?: Values; vitrineSticky?: Values };
	setAttributes: ( next: Record< string, unknown > ) => void;
}

const empty = ( values: Values ) => ( Object.keys( values ).length ? values : undefined );

function withBuilderPanels( BlockEdit: ComponentType< EditProps > ) {
	return function VitrineBuilderPanels( props: EditProps ) {
		const { clientId, isSelected, attributes, setAttributes } = props;
		const motion = attributes.vitrineMotion;
		const key = JSON.stringify( motion ?? null );
		useEffect( () => ( motion ? previewMotion( clientId, motion ) : undefined ), [ clientId, key ] ); // eslint-disable-line react-hooks/exhaustive-deps
		return (
			<>
				<BlockEdit { ...props } />
				{ isSelected && (
					<InspectorControls>
						<MotionPanel
							values={ motion ?? {} }
							onChange={ ( next ) => setAttributes( { vitrineMotion: empty( next ) } ) }
						/>
						<StickyPanel
							values={ attributes.vitrineSticky ?? {} }
							onChange={ ( next ) => setAttributes( { vitrineSticky: empty( next ) } ) }
						/>
					</InspectorControls>
				) }
			</>
		);
	};
}

addFilter( 'editor.BlockEdit', 'vitrine/builder-panels', withBuilderPanels );
