/**
 * The kit's controls bound to a block's attributes, or to one item of a list attribute. A block makes
 * its set once, typed against its attributes and given its block.json:
 *
 *     const { Text, Toggle, Range, Select } = boundControls< Attributes >( metadata );
 *
 * then writes each control with its key and only what differs: label, help, limits
 * (`<Range name="count" label={ … } min={ 1 } max={ 20 } />`). The values come from the nearest
 * <Settings> (a block's sidebar) or <Bound> (one item of a list, a settings page, a popup's meta).
 * A number (a range or a typed number) follows one clamping rule (`clampNumber` in bind.ts): held
 * between its limits, and when cleared it keeps the control's `fallback`, else the attribute's
 * default from block.json (or the defaults the set was made with), else its minimum. The same kit
 * serves the blocks, the consent settings page and the popup document panels: a key that the
 * values' type does not have is a compile error. docs/architecture.md, "Binding kit".
 */
import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { createContext, useContext } from '@wordpress/element';
import type { ComponentProps, ReactNode } from 'react';
import { bind, type EditProps, type KeysOf, type ListKeys, type TextKeys } from './bind';
import { RangeControl, SelectControl, TextControl, TextareaControl, ToggleControl } from './controls';
import { CheckboxList, ColourInput, NumberInput } from './inputs';

export type { EditProps };

type Values = { values: object; set: ( next: object ) => void };

const Context = createContext< Values | null >( null );

/** Binds the controls inside to `values`: one item of a list, or anything edited by patches. */
export function Bound< T extends object >( {
	values,
	set,
	children,
}: {
	values: T;
	set: ( next: Partial< T > ) => void;
	children: ReactNode;
} ) {
	return <Context.Provider value={ { values, set } as Values }>{ children }</Context.Provider>;
}

/**
 * A block's sidebar: InspectorControls with the controls inside bound to the block's attributes,
 * in one panel when `title` is given (blocks with several panels put their PanelBody elements inside).
 */
export function Settings< A extends object >( {
	attributes,
	setAttributes,
	title,
	children,
}: EditProps< A > & { title?: string; children: ReactNode } ) {
	return (
		<InspectorControls>
			<Bound values={ attributes } set={ setAttributes }>
				{ title ? <PanelBody title={ title }>{ children }</PanelBody> : children }
			</Bound>
		</InspectorControls>
	);
}

/** The block.json shape this needs: each attribute's default. */
type Metadata = { attributes?: Record< string, { default?: unknown } > };

/** The same shape from plain defaults (a settings page's, a popup's), for `boundControls`. */
export function withDefaults( defaults: object ): Metadata {
	return {
		attributes: Object.fromEntries(
			Object.entries( defaults ).map( ( [ key, value ] ) => [ key, { default: value } ] )
		),
	};
}

type Options = Array< { label: string; value: string } >;

export function boundControls< T extends object >( metadata: Metadata = {} ) {
	const useBound = () => {
		const context = useContext( Context );
		if ( ! context ) {
			throw new Error( 'A bound control needs a <Settings> or <Bound> around it.' );
		}
		return bind( context.values as T, context.set as ( next: Partial< T > ) => void );
	};
	const byDefault = ( name: PropertyKey ) => metadata.attributes?.[ String( name ) ]?.default;

	function Text( {
		name,
		clean,
		...props
	}: { name: TextKeys< T >; clean?: ( raw: string ) => string } & Omit<
		ComponentProps< typeof TextControl >,
		'value' | 'onChange'
	> ) {
		return <TextControl { ...props } { ...useBound().text( name, clean ) } />;
	}

	function Textarea( {
		name,
		...props
	}: { name: TextKeys< T > } & Omit< ComponentProps< typeof TextareaControl >, 'value' | 'onChange' > ) {
		return <TextareaControl { ...props } { ...useBound().text( name ) } />;
	}

	function Toggle( {
		name,
		...props
	}: { name: KeysOf< T, boolean > } & Omit< ComponentProps< typeof ToggleControl >, 'checked' | 'onChange' > ) {
		return <ToggleControl { ...props } { ...useBound().toggle( name, byDefault( name ) === true ) } />;
	}

	function Range( {
		name,
		fallback,
		...props
	}: { name: KeysOf< T, number >; fallback?: number } & Omit<
		ComponentProps< typeof RangeControl >,
		'value' | 'onChange'
	> ) {
		const kept = fallback ?? ( byDefault( name ) as number | undefined ) ?? props.min ?? 0;
		return (
			<RangeControl
				{ ...props }
				{ ...useBound().range( name, { min: props.min, max: props.max, fallback: kept } ) }
			/>
		);
	}

	/** A number typed in a text field (for values a slider is too coarse for: milliseconds, days). */
	function NumberField( {
		name,
		fallback,
		...props
	}: { name: KeysOf< T, number >; fallback?: number } & Omit<
		ComponentProps< typeof NumberInput >,
		'value' | 'onChange' | 'fallback'
	> ) {
		const kept = fallback ?? ( byDefault( name ) as number | undefined ) ?? props.min ?? 0;
		const { value, onChange } = useBound().range( name, { min: props.min ?? 0, max: props.max, fallback: kept } );
		return <NumberInput { ...props } fallback={ kept } value={ value } onChange={ onChange } />;
	}

	/** A colour, in the browser's own colour input. */
	function Colour( { name, label }: { name: TextKeys< T >; label: string } ) {
		return <ColourInput label={ label } { ...useBound().text( name ) } />;
	}

	/** A list of strings, one checkbox each. */
	function Checkboxes( { name, ...props }: { name: ListKeys< T >; label: string; options: Options } ) {
		return <CheckboxList { ...props } { ...useBound().list( name ) } />;
	}

	/**
	 * A choice among the key's values. Options are either a list, or a map from each value to its
	 * label in the order shown: for a key that takes a fixed set of strings the map must name every
	 * one of them and no other.
	 */
	function Select< K extends KeysOf< T, string > >( {
		name,
		options,
		...props
	}: {
		name: K;
		label: string;
		help?: ReactNode;
		options: Options | Record< NonNullable< T[ K ] > & string, string >;
	} ) {
		const list = Array.isArray( options )
			? options
			: Object.entries< string >( options ).map( ( [ value, label ] ) => ( { label, value } ) );
		// While unset, the default, else the first option (what a select shows anyway).
		const shown = ( byDefault( name ) as string | undefined ) ?? list[ 0 ]?.value;
		return <SelectControl { ...( props as object ) } options={ list } { ...useBound().select( name, shown ) } />;
	}

	return { Text, Textarea, Toggle, Range, NumberField, Select, Colour, Checkboxes };
}
