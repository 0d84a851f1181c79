import {
	DEFAULT_MESSAGES,
	AUTOPLAY_DELAY,
	SWIPER_DEFAULTS,
	autoplayAllowed,
	parseSliderSettings,
	swiperBreakpoints,
} from '../../../src/media/slider-settings';

describe( 'slider settings', () => {
	it( 'keeps the documented defaults of the library', () => {
		expect( SWIPER_DEFAULTS ).toEqual( {
			speed: 300,
			touchAngle: 45,
			longSwipesMs: 300,
			longSwipesRatio: 0.5,
			resistanceRatio: 0.85,
		} );
		expect( AUTOPLAY_DELAY ).toBe( 3000 );
	} );

	it( 'falls back to defaults for missing or bad values', () => {
		const parsed = parseSliderSettings( { perView: 'x', gap: 'wide', speed: null, delay: -5, loop: 'yes' } );
		expect( parsed ).toEqual( {
			perView: { mobile: 1, tablet: 1, desktop: 1 },
			gap: 16,
			speed: 300,
			loop: false,
			autoplay: false,
			delay: 1000,
			navigation: true,
			pagination: true,
			messages: DEFAULT_MESSAGES,
		} );
	} );

	it( 'takes the texts the server translated, and English for any missing or empty one', () => {
		const parsed = parseSliderSettings( { messages: { next: 'Nächste Folie', prev: '', play: 7 } } );
		expect( parsed.messages.next ).toBe( 'Nächste Folie' );
		expect( parsed.messages.prev ).toBe( 'Previous slide' );
		expect( parsed.messages.play ).toBe( 'Play slides' );
		expect( parseSliderSettings( { messages: 'x' } ).messages ).toEqual( DEFAULT_MESSAGES );
	} );

	it( 'speaks English when the server sent no texts (an older page in a cache)', () => {
		expect( parseSliderSettings( {} ).messages ).toEqual( {
			prev: 'Previous slide',
			next: 'Next slide',
			first: 'This is the first slide',
			last: 'This is the last slide',
			bullet: 'Go to slide {{index}}',
			slide: '{{index}} of {{slidesLength}}',
			item: 'slide',
			container: 'carousel',
			play: 'Play slides',
			pause: 'Pause slides',
		} );
		expect( parseSliderSettings( { messages: { next: '   ' } } ).messages.next ).toBe( 'Next slide' );
	} );

	it( 'treats an empty or blank number as missing, not as 0', () => {
		expect( parseSliderSettings( { gap: '' } ).gap ).toBe( 16 );
		expect( parseSliderSettings( { gap: '  ' } ).gap ).toBe( 16 );
	} );

	it( 'clamps and rounds what editors saved', () => {
		const parsed = parseSliderSettings(
			{ perView: { mobile: 0, tablet: '2', desktop: 9.4 }, gap: 500, speed: '450', delay: 4000, autoplay: true },
			{ perView: { mobile: 1, tablet: 2, desktop: 3 } }
		);
		expect( parsed.perView ).toEqual( { mobile: 1, tablet: 2, desktop: 6 } );
		expect( parsed.gap ).toBe( 120 );
		expect( parsed.speed ).toBe( 450 );
		expect( parsed.delay ).toBe( 4000 );
		expect( parsed.autoplay ).toBe( true );
	} );

	it( 'maps device modes to min-width breakpoints', () => {
		const parsed = parseSliderSettings( { perView: { mobile: 1, tablet: 2, desktop: 4 } } );
		expect( swiperBreakpoints( parsed, { mobile: 767, tablet: 1024 } ) ).toEqual( {
			768: { slidesPerView: 2, slidesPerGroup: 1 },
			1025: { slidesPerView: 4, slidesPerGroup: 1 },
		} );
	} );

	it( 'allows autoplay only when asked, with several slides and without reduced motion', () => {
		const on = parseSliderSettings( { autoplay: true } );
		expect( autoplayAllowed( on, 3, false ) ).toBe( true );
		expect( autoplayAllowed( on, 3, true ) ).toBe( false );
		expect( autoplayAllowed( on, 1, false ) ).toBe( false );
		expect( autoplayAllowed( parseSliderSettings( {} ), 3, false ) ).toBe( false );
	} );
} );

describe( 'slider limits from includes/rules/slider.json (the PHP side reads the same file)', () => {
	// Read from disk, not through the module, so the test holds the code to the file.

	const rules = JSON.parse(
		require( 'fs' ).readFileSync(
			require( 'path' ).resolve( __dirname, '../../../includes/rules/slider.json' ),
			'utf8'
		)
	);

	it( 'clamps every setting to the limits of the file and falls back to its defaults', () => {
		const below = parseSliderSettings( {
			perView: { mobile: rules.perView.min - 1, tablet: rules.perView.min - 1, desktop: rules.perView.min - 1 },
			gap: rules.gap.min - 1,
			speed: rules.speed.min - 1,
			delay: rules.delay.min - 1,
		} );
		expect( below.perView ).toEqual( {
			mobile: rules.perView.min,
			tablet: rules.perView.min,
			desktop: rules.perView.min,
		} );
		expect( [ below.gap, below.speed, below.delay ] ).toEqual( [
			rules.gap.min,
			rules.speed.min,
			rules.delay.min,
		] );
		const above = parseSliderSettings( {
			perView: { mobile: rules.perView.max + 1 },
			gap: rules.gap.max + 1,
			speed: rules.speed.max + 1,
			delay: rules.delay.max + 1,
		} );
		expect( above.perView.mobile ).toBe( rules.perView.max );
		expect( [ above.gap, above.speed, above.delay ] ).toEqual( [
			rules.gap.max,
			rules.speed.max,
			rules.delay.max,
		] );
		const missing = parseSliderSettings( {} );
		expect( [ missing.gap, missing.speed, missing.delay ] ).toEqual( [
			rules.gap.default,
			rules.speed.default,
			rules.delay.default,
		] );
	} );
} );
