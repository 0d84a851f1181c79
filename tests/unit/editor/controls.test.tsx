/**
 * The editor controls kit sets WordPress's component defaults once (docs/architecture.md): each of
 * its controls hands WordPress's control the defaults and the caller's props, and no editor file
 * outside the kit repeats the defaults.
 */
import { render } from '@testing-library/react';
import { execFileSync } from 'child_process';
import path from 'path';
import {
	BaseControl,
	CheckboxControl,
	FormTokenField,
	RangeControl,
	SelectControl,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '../../../src/editor/controls';

const ROOT = path.resolve( __dirname, '../../..' );

// WordPress's components do not load under jest here (ESM dependencies); each stand-in records the
// props it is given, which is what the kit decides. The real controls render in the editor specs.
const received: Array< Record< string, unknown > > = [];
jest.mock( '@wordpress/components', () => {
	const stub = ( component: string ) => ( props: Record< string, unknown > ) => {
		received.push( { component, ...props } );
		return null;
	};
	return Object.fromEntries(
		[
			'BaseControl',
			'CheckboxControl',
			'FormTokenField',
			'RangeControl',
			'SelectControl',
			'TextControl',
			'TextareaControl',
			'ToggleControl',
		].map( ( name ) => [ name, stub( name ) ] )
	);
} );

describe( 'editor controls kit', () => {
	const noop = () => undefined;
	const controls: Array< [ string, () => JSX.Element, boolean ] > = [
		[ 'TextControl', () => <TextControl label="Title" value="" onChange={ noop } />, true ],
		[ 'SelectControl', () => <SelectControl label="Skin" value="a" options={ [] } onChange={ noop } />, true ],
		[ 'RangeControl', () => <RangeControl label="Columns" value={ 3 } onChange={ noop } />, true ],
		[ 'FormTokenField', () => <FormTokenField label="Tags" value={ [] } onChange={ noop } />, true ],
		[ 'TextareaControl', () => <TextareaControl label="Message" value="" onChange={ noop } />, false ],
		[ 'ToggleControl', () => <ToggleControl label="Show date" checked onChange={ noop } />, false ],
		[ 'CheckboxControl', () => <CheckboxControl label="Mobile" checked={ false } onChange={ noop } />, false ],
	];

	it.each( controls )( '%s passes its props on with the defaults set once', ( name, make, sized ) => {
		received.length = 0;
		render( make() );
		expect( received ).toHaveLength( 1 );
		const props = received[ 0 ] ?? {};
		expect( props.component ).toBe( name );
		expect( props.__nextHasNoMarginBottom ).toBe( true );
		expect( props.__next40pxDefaultSize ).toBe( sized ? true : undefined );
		expect( props.label ).toBeTruthy();
		expect( props.onChange ).toBe( noop );
	} );

	it( 'BaseControl, around a control WordPress has none for, gets the no-margin default and its children', () => {
		received.length = 0;
		const input = <input id="colour" type="color" />;
		render(
			<BaseControl id="colour" label="Colour">
				{ input }
			</BaseControl>
		);
		expect( received ).toHaveLength( 1 );
		expect( received[ 0 ] ).toMatchObject( {
			component: 'BaseControl',
			__nextHasNoMarginBottom: true,
			label: 'Colour',
			children: input,
		} );
		expect( received[ 0 ]?.__next40pxDefaultSize ).toBeUndefined();
	} );

	it( 'lets a caller override a default', () => {
		received.length = 0;
		render( <TextControl label="Compact" value="" onChange={ noop } __next40pxDefaultSize={ false } /> );
		expect( received[ 0 ]?.__next40pxDefaultSize ).toBe( false );
	} );

	it( 'is the only editor code that sets the component defaults', () => {
		const files = execFileSync(
			'git',
			[
				'grep',
				'-l',
				'-e',
				'__nextHasNoMarginBottom',
				'-e',
				'__next40pxDefaultSize',
				'--',
				'blocks',
				'src',
				'themes/vitrine/src',
			],
			{
				cwd: ROOT,
				encoding: 'utf8',
			}
		)
			.split( '\n' )
			.filter( Boolean );
		expect( files ).toEqual( [ 'src/editor/controls.tsx' ] );
	} );
} );
