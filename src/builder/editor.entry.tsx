/**
 * The page builder in the block editor: every block gets the `vitrineMotion` and `vitrineSticky`
 * attributes and a "Motion effects" and a "Sticky" panel in its inspector; motion previews on the
 * block in the canvas while it is set. Vitrine's Sticky panel replaces core's position support in the
 * editor (./editor/core-sticky.ts).
 */
import { InspectorControls } from '@wordpress/block-editor';
import { useEffect } from '@wordpress/element';
import { addFilter } from '@wordpress/hooks';
import type { ComponentType } from 'react';
import { MotionPanel } from './editor/motion-panel';
import { StickyPanel } from './editor/sticky-panel';
import { previewMotion } from './editor/preview';
import { hasCoreSticky, withoutCoreSticky, withoutPositionSupport, type Supports } from './editor/core-sticky';
import type { Values } from '../editor/devices';

interface BlockSettings {
	attributes?: Record< string, unknown >;
	supports?: Supports;
	[ key: string ]: unknown;
}

addFilter( 'blocks.registerBlockType', 'vitrine/builder-attributes', ( settings: BlockSettings ) => ( {
	...settings,
	supports: withoutPositionSupport( settings.supports ), // One Sticky panel: Vitrine's (./editor/core-sticky.ts).
	attributes: {
		...settings.attributes,
		vitrineMotion: { type: 'object' },
		vitrineSticky: { type: 'object' },
	},
} ) );

interface EditProps {
	clientId: string;
	isSelected: boolean;
	attributes: { vitrineMotion?: Values; vitrineSticky?: Values; style?: Record< string, unknown > };
	setAttributes: ( next: Record< string, unknown > ) => void;
}

const empty = ( values: Values ) => ( Object.keys( values ).length ? values : undefined );

function withBuilderPanels( BlockEdit: ComponentType< EditProps > ) {
	return function VitrineBuilderPanels( props: EditProps ) {
		const { clientId, isSelected, attributes, setAttributes } = props;
		const motion = attributes.vitrineMotion;
		const key = JSON.stringify( motion ?? null );
		const coreSticky = hasCoreSticky( attributes.style );
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
							values={ attributes.vitrineSticky ?? ( coreSticky ? { sticky: 'top' } : {} ) }
							onChange={ ( next ) =>
								setAttributes( {
									vitrineSticky: empty( next ),
									...( coreSticky ? { style: withoutCoreSticky( attributes.style ) } : {} ),
								} )
							}
						/>
					</InspectorControls>
				) }
			</>
		);
	};
}

addFilter( 'editor.BlockEdit', 'vitrine/builder-panels', withBuilderPanels );
