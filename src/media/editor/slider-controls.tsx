/**
 * Inspector panel shared by the Swiper-based blocks: slides per device, gap, arrows, pagination,
 * loop and autoplay (delay and speed default to the library's 3000 ms and 300 ms).
 */
import { PanelBody } from '@wordpress/components';
import { Bound, boundControls } from '../../editor/bound';
import type { KeysOf } from '../../editor/bind';
import { SLIDER_LIMITS as LIMITS } from '../slider-settings';
import { __ } from '@wordpress/i18n';

type Limits = { min: number; max: number; step: number };

export type SliderAttributes = {
	perView: number;
	perViewTablet: number;
	perViewMobile: number;
	gap: number;
	navigation: boolean;
	pagination: boolean;
	loop: boolean;
	autoplay: boolean;
	delay: number;
	speed: number;
};

const { Toggle, Range } = boundControls< Partial< SliderAttributes > >();

export function SliderControls( {
	attributes,
	setAttributes,
	perDevice = true,
}: {
	attributes: Partial< SliderAttributes >;
	setAttributes: ( next: Partial< SliderAttributes > ) => void;
	perDevice?: boolean;
} ) {
	// A cleared number keeps the lowest value the slider takes.
	const range = ( label: string, key: KeysOf< SliderAttributes, number >, { min, max, step }: Limits ) => (
		<Range name={ key } label={ label } min={ min } max={ max } step={ step } fallback={ min } />
	);
	return (
		<Bound< Partial< SliderAttributes > > values={ attributes } set={ setAttributes }>
			<PanelBody title={ __( 'Slider', 'vitrine' ) }>
				{ perDevice && range( __( 'Slides per view (desktop)', 'vitrine' ), 'perView', LIMITS.perView ) }
				{ perDevice && range( __( 'Slides per view (tablet)', 'vitrine' ), 'perViewTablet', LIMITS.perView ) }
				{ perDevice && range( __( 'Slides per view (mobile)', 'vitrine' ), 'perViewMobile', LIMITS.perView ) }
				{ perDevice && range( __( 'Gap (px)', 'vitrine' ), 'gap', LIMITS.gap ) }
				<Toggle name="navigation" label={ __( 'Arrows', 'vitrine' ) } />
				<Toggle name="pagination" label={ __( 'Pagination', 'vitrine' ) } />
				<Toggle name="loop" label={ __( 'Loop', 'vitrine' ) } />
				<Toggle
					name="autoplay"
					label={ __( 'Autoplay (off for visitors who prefer reduced motion)', 'vitrine' ) }
				/>
				{ attributes.autoplay && range( __( 'Autoplay delay (ms)', 'vitrine' ), 'delay', LIMITS.delay ) }
				{ range( __( 'Transition speed (ms)', 'vitrine' ), 'speed', LIMITS.speed ) }
			</PanelBody>
		</Bound>
	);
}
