/**
 * The kit's bound controls (src/editor/bound.tsx) and list helpers (src/editor/list.tsx): a control
 * named by an attribute key shows that attribute and writes it back as a patch, a cleared number
 * keeps the block.json default or the control's own fallback, and list edits give the next list.
 */
import { render } from '@testing-library/react';
import { clampNumber, toggleItem } from '../../../src/editor/bind';
import { Bound, boundControls, withDefaults } from '../../../src/editor/bound';
import { listOf } from '../../../src/editor/list';

// WordPress's components do not load under jest here (ESM dependencies); each stand-in records the
// props it is given, which is what the kit decides. The real controls render in the editor specs.
const received: Array< Record< string, any > > = [];
jest.mock( '@wordpress/components', () => {
	const stub = ( component: string ) => ( props: Record< string, unknown > ) => {
		received.push( { component, ...props } );
		return null;
	};
	return Object.fromEntries(
		[
			'BaseControl',
			'CheckboxControl',
			'RangeControl',
			'SelectControl',
			'TextControl',
			'TextareaControl',
			'ToggleControl',
			'PanelBody',
		].map( ( name ) => [ name, stub( name ) ] )
	);
} );
jest.mock( '@wordpress/block-editor', () => ( { InspectorControls: () => null } ) );

type Attributes = {
	title: string;
	count: number;
	open: boolean;
	side: 'left' | 'right';
	gap?: number;
	tags?: string[];
	focus?: boolean;
};
const { Text, Range, Toggle, Select, NumberField, Checkboxes } = boundControls< Attributes >( {
	attributes: { count: { default: 5 }, gap: { default: 8 } },
} );

function setUp( values: Partial< Attributes >, children: JSX.Element ) {
	received.length = 0;
	const set = jest.fn();
	render(
		<Bound values={ values } set={ set }>
			{ children }
		</Bound>
	);
	return { props: received[ 0 ] ?? {}, set };
}

describe( 'bound controls', () => {
	it( 'show the attribute and write the typed text back under its key', () => {
		const { props, set } = setUp( { title: 'Hello' }, <Text name="title" label="Title" help="Shown" /> );
		expect( props ).toMatchObject( { component: 'TextControl', label: 'Title', help: 'Shown', value: 'Hello' } );
		props.onChange( 'Bye' );
		expect( set ).toHaveBeenCalledWith( { title: 'Bye' } );
	} );

	it( 'clean what is typed when the control says how', () => {
		const { props, set } = setUp(
			{ title: '' },
			<Text name="title" label="Code" clean={ ( raw ) => raw.trim() } />
		);
		props.onChange( '  usd ' );
		expect( set ).toHaveBeenCalledWith( { title: 'usd' } );
	} );

	it( 'keep the block.json default when a number is cleared', () => {
		const { props, set } = setUp( { count: 12 }, <Range name="count" label="Items" min={ 1 } max={ 24 } /> );
		expect( props ).toMatchObject( { component: 'RangeControl', value: 12, min: 1, max: 24 } );
		props.onChange( undefined );
		expect( set ).toHaveBeenCalledWith( { count: 5 } );
	} );

	it( 'keep the control’s own fallback over the default, and show it while unset', () => {
		const { props, set } = setUp( {}, <Range name="gap" label="Gap" min={ 0 } max={ 64 } fallback={ 0 } /> );
		expect( props.value ).toBe( 0 );
		props.onChange( undefined );
		expect( set ).toHaveBeenCalledWith( { gap: 0 } );
	} );

	it( 'toggle a boolean and choose among the key’s strings', () => {
		const toggle = setUp( { open: true }, <Toggle name="open" label="Open" /> );
		expect( toggle.props ).toMatchObject( { component: 'ToggleControl', checked: true } );
		toggle.props.onChange( false );
		expect( toggle.set ).toHaveBeenCalledWith( { open: false } );

		const options = [
			{ label: 'Left', value: 'left' },
			{ label: 'Right', value: 'right' },
		];
		const select = setUp( { side: 'left' }, <Select name="side" label="Side" options={ options } /> );
		expect( select.props ).toMatchObject( { component: 'SelectControl', value: 'left', options } );
		select.props.onChange( 'right' );
		expect( select.set ).toHaveBeenCalledWith( { side: 'right' } );
	} );

	it( 'list a map of options in its order, value by value', () => {
		const { props } = setUp(
			{ side: 'right' },
			<Select name="side" label="Side" options={ { right: 'Right', left: 'Left' } } />
		);
		expect( props.options ).toEqual( [
			{ label: 'Right', value: 'right' },
			{ label: 'Left', value: 'left' },
		] );
	} );

	it( 'say what is missing when used outside <Settings> or <Bound>', () => {
		expect( () => render( <Text name="title" label="Title" /> ) ).toThrow( /needs a <Settings> or <Bound>/ );
		// React reports the error it rethrows; @wordpress/jest-console's matcher (untyped here) expects it.
		( expect( console ) as unknown as { toHaveErrored: () => void } ).toHaveErrored();
	} );
} );

describe( 'the one clamping rule', () => {
	const limits = { min: 1, max: 730, fallback: 365 };

	it( 'holds a number between its limits', () => {
		expect( clampNumber( '0', limits ) ).toBe( 1 );
		expect( clampNumber( '900', limits ) ).toBe( 730 );
		expect( clampNumber( '12.5', limits ) ).toBe( 12.5 );
		expect( clampNumber( 40, limits ) ).toBe( 40 );
	} );

	it( 'keeps the fallback for a cleared or unreadable entry, not a zero', () => {
		expect( clampNumber( '', limits ) ).toBe( 365 );
		expect( clampNumber( '  ', limits ) ).toBe( 365 );
		expect( clampNumber( 'abc', limits ) ).toBe( 365 );
		expect( clampNumber( undefined, limits ) ).toBe( 365 );
		expect( clampNumber( '', { fallback: 0 } ) ).toBe( 0 );
	} );

	it( 'has no bound where none is given', () => {
		expect( clampNumber( '-3', { fallback: 0 } ) ).toBe( -3 );
		expect( clampNumber( '1e6', { min: 0, fallback: 0 } ) ).toBe( 1e6 );
	} );
} );

describe( 'the kit’s other controls', () => {
	it( 'type a number in a text field, clamped, and keep the default when cleared', () => {
		const { props, set } = setUp( { count: 12 }, <NumberField name="count" label="Items" min={ 1 } max={ 24 } /> );
		expect( props ).toMatchObject( { component: 'TextControl', type: 'number', value: '12', min: 1, max: 24 } );
		props.onChange( '99' );
		expect( set ).toHaveBeenLastCalledWith( { count: 24 } );
		props.onChange( '' );
		expect( set ).toHaveBeenLastCalledWith( { count: 5 } );
	} );

	it( 'show the default while a number is unset, and keep the minimum where there is none', () => {
		const { props, set } = setUp( {}, <NumberField name="gap" label="Gap" min={ 2 } /> );
		expect( props.value ).toBe( '8' );
		props.onChange( 'x' );
		expect( set ).toHaveBeenLastCalledWith( { gap: 8 } );
		const bare = boundControls< Attributes >();
		const other = setUp( {}, <bare.NumberField name="gap" label="Gap" min={ 2 } /> );
		other.props.onChange( '' );
		expect( other.set ).toHaveBeenLastCalledWith( { gap: 2 } );
	} );

	it( 'tick and untick strings of a list, one checkbox each', () => {
		received.length = 0;
		const set = jest.fn();
		const options = [
			{ value: 'a', label: 'A' },
			{ value: 'b', label: 'B' },
		];
		render(
			<Bound values={ { tags: [ 'b' ] } } set={ set }>
				<Checkboxes name="tags" label="Tags" options={ options } />
			</Bound>
		);
		const boxes = received.filter( ( p ) => p.component === 'CheckboxControl' );
		expect( boxes.map( ( p ) => [ p.label, p.checked ] ) ).toEqual( [
			[ 'A', false ],
			[ 'B', true ],
		] );
		boxes[ 0 ]!.onChange( true );
		expect( set ).toHaveBeenLastCalledWith( { tags: [ 'b', 'a' ] } );
		boxes[ 1 ]!.onChange( false );
		expect( set ).toHaveBeenLastCalledWith( { tags: [] } );
		expect( toggleItem( [ 'a' ], 'a', true ) ).toEqual( [ 'a' ] );
	} );

	it( 'show a default while a toggle or a select is unset, else the first option', () => {
		const withOn = boundControls< Attributes >( withDefaults( { focus: true } ) );
		expect( setUp( {}, <withOn.Toggle name="focus" label="Focus" /> ).props.checked ).toBe( true );
		expect( setUp( { focus: false }, <withOn.Toggle name="focus" label="Focus" /> ).props.checked ).toBe( false );
		expect( setUp( {}, <Toggle name="focus" label="Focus" /> ).props.checked ).toBe( false );
		const select = setUp( {}, <Select name="side" label="Side" options={ { right: 'Right', left: 'Left' } } /> );
		expect( select.props.value ).toBe( 'right' );
	} );
} );

describe( 'list editing', () => {
	const items = [ { id: 1 }, { id: 2 }, { id: 3 } ];
	const edit = () => {
		const onChange = jest.fn();
		return { list: listOf( items, onChange ), onChange };
	};

	it( 'updates, removes, adds and moves one item, leaving the given list as it was', () => {
		let { list, onChange } = edit();
		list.update( 1, { id: 20 } );
		expect( onChange ).toHaveBeenLastCalledWith( [ { id: 1 }, { id: 20 }, { id: 3 } ] );
		( { list, onChange } = edit() );
		list.remove( 0 );
		expect( onChange ).toHaveBeenLastCalledWith( [ { id: 2 }, { id: 3 } ] );
		list.add( { id: 4 } );
		expect( onChange ).toHaveBeenLastCalledWith( [ { id: 1 }, { id: 2 }, { id: 3 }, { id: 4 } ] );
		list.move( 2, 0 );
		expect( onChange ).toHaveBeenLastCalledWith( [ { id: 3 }, { id: 1 }, { id: 2 } ] );
		expect( items ).toEqual( [ { id: 1 }, { id: 2 }, { id: 3 } ] );
	} );
} );
