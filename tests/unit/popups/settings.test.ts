import { readPopupSettings } from '../../../src/builder/popup/settings';

describe( 'popup settings', () => {
	it( 'falls back to defaults for missing or wrong values', () => {
		const s = readPopupSettings(
			{
				close_button_delay: 'x',
				close_button_position: 'sideways',
				close_automatically: -4,
				entrance_animation: 'explode',
				entrance_animation_duration: { size: '1.5', unit: 's' },
				a11y_navigation: 'no',
				classes: 'good-one <bad> 9bad also_good',
				timing: { times: { times: 2 }, sessions: { enabled: false, sessions: 2 }, url: 'nope' },
				triggers: { exit_intent: true, page_load: { delay: 3 } },
				prevent_scroll: 'yes',
			},
			'9'
		);
		expect( s ).toMatchObject( {
			id: '9',
			manual: false,
			close_button_delay: 0,
			close_button_position: 'inside',
			close_automatically: 0,
			entrance_animation: '',
			entrance_animation_duration: 1.5,
			a11y_navigation: false,
			classes: [ 'good-one', 'also_good' ],
			timing: { times: { times: 2 } },
			triggers: { exit_intent: {}, page_load: { delay: 3 } },
			prevent_scroll: true,
			avoid_multiple_popups: false,
		} );
		expect( readPopupSettings( {}, '1' ).a11y_navigation ).toBe( true );
		expect( readPopupSettings( {}, '1' ).entrance_animation_duration ).toBe( 0.5 );
	} );
} );
