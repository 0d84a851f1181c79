/**
 * The spam check's minimum fill time, in both variations' sidebars (docs/forms.md, "Spam"). A
 * cleared control falls back to the variation's default (3 s for a form, 2 s for a sign-up).
 */
import { RangeControl } from '../../src/editor/controls';
import { __ } from '@wordpress/i18n';

export function MinSecondsControl( {
	value,
	fallback,
	onChange,
}: {
	value: number;
	fallback: number;
	onChange: ( minSeconds: number ) => void;
} ) {
	return (
		<RangeControl
			label={ __( 'Minimum seconds before sending (spam check)', 'vitrine' ) }
			value={ value }
			min={ 0 }
			max={ 60 }
			onChange={ ( minSeconds ) => onChange( minSeconds ?? fallback ) }
		/>
	);
}
