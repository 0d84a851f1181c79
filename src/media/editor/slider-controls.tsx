/**
 * Inspector panel shared by the Swiper-based blocks: slides per device, gap, arrows, pagination,
 * loop and autoplay (delay and speed default to the library's 3000 ms and 300 ms).
 */
import { PanelBody } from '@wordpress/components';
import { RangeControl, ToggleControl } from '../../editor/controls';
import { SLIDER_LIMITS as LIMITS } from '../slider-settings';
import { __ } from '@wordpress/i18n';

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

export function SliderControls( {
	attributes,
	setAttributes,
	perDevice = true,
}: {
	attributes: Partial< SliderAttributes >;
	setAttributes: ( next: Partial< SliderAttributes > ) => void;
	perDevice?: boolean;
} ) {
	const range = (
		label: string,
		key: keyof SliderAttributes,
		{ min, max, step }: { min: number; max: number; step: number }
	) => (
		<RangeControl
			label={ label }
			value={ ( attributes[ key ] as number | undefined ) ?? min }
			min={ min }
			max={ max }
			step={ step }
			onChange={ ( value?: number ) => setAttributes( { [ key ]: value ?? min } ) }
		/>
	);
	const toggle = ( label: string, key: keyof SliderAttributes ) => (
		<ToggleControl
			label={ label }
			checked={ Boolean( attributes[ key ] ) }
			onChange={ ( value: boolean ) => setAttributes( { [ key ]: value } ) }
		/>
	);
	return (
		<PanelBody title={ __( 'Slider', 'vitrine' ) }>
			{ perDevice && range( __( 'Slides per view (desktop)', 'vitrine' ), 'perView', LIMITS.perView ) }
			{ perDevice && range( __( 'Slides per view (tablet)', 'vitrine' ), 'perViewTablet', LIMITS.perView ) }
			{ perDevice && range( __( 'Slides per view (mobile)', 'vitrine' ), 'perViewMobile', LIMITS.perView ) }
			{ perDevice && range( __( 'Gap (px)', 'vitrine' ), 'gap', LIMITS.gap ) }
			{ toggle( __( 'Arrows', 'vitrine' ), 'navigation' ) }
			{ toggle( __( 'Pagination', 'vitrine' ), 'pagination' ) }
			{ toggle( __( 'Loop', 'vitrine' ), 'loop' ) }
			{ toggle( __( 'Autoplay (off for visitors who prefer reduced motion)', 'vitrine' ), 'autoplay' ) }
			{ attributes.autoplay && range( __( 'Autoplay delay (ms)', 'vitrine' ), 'delay', LIMITS.delay ) }
			{ range( __( 'Transition speed (ms)', 'vitrine' ), 'speed', LIMITS.speed ) }
		</PanelBody>
	);
}
