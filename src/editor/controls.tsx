/**
 * The one editor controls kit: WordPress's own form controls with the defaults every Vitrine panel
 * uses set here once (no bottom margin, the 40 px field height WordPress is moving to), so a block,
 * a sidebar panel or the popups editor imports its controls from here and never repeats them
 * (docs/architecture.md). Everything else comes from @wordpress/components directly.
 */
import {
	BaseControl as WpBaseControl,
	CheckboxControl as WpCheckboxControl,
	FormTokenField as WpFormTokenField,
	RangeControl as WpRangeControl,
	SearchControl as WpSearchControl,
	SelectControl as WpSelectControl,
	TextControl as WpTextControl,
	TextareaControl as WpTextareaControl,
	ToggleControl as WpToggleControl,
} from '@wordpress/components';
import type { ComponentProps } from 'react';

/** The defaults of fields that have a height: text, number, select, range, tokens. */
const FIELD = { __nextHasNoMarginBottom: true, __next40pxDefaultSize: true } as const;
/** The default of checkable controls, text areas and base controls, which have no height setting. */
const CHECK = { __nextHasNoMarginBottom: true } as const;

export function TextControl( props: ComponentProps< typeof WpTextControl > ) {
	return <WpTextControl { ...FIELD } { ...props } />;
}

export function SelectControl( props: ComponentProps< typeof WpSelectControl > ) {
	return <WpSelectControl { ...FIELD } { ...( props as object ) } />;
}

export function RangeControl( props: ComponentProps< typeof WpRangeControl > ) {
	return <WpRangeControl { ...FIELD } { ...props } />;
}

export function FormTokenField( props: ComponentProps< typeof WpFormTokenField > ) {
	return <WpFormTokenField { ...FIELD } { ...props } />;
}

export function TextareaControl( props: ComponentProps< typeof WpTextareaControl > ) {
	return <WpTextareaControl { ...CHECK } { ...props } />;
}

export function ToggleControl( props: ComponentProps< typeof WpToggleControl > ) {
	return <WpToggleControl { ...CHECK } { ...props } />;
}

/** A label and help around a control WordPress has no component for (e.g. a native colour input). */
export function BaseControl( props: ComponentProps< typeof WpBaseControl > ) {
	return <WpBaseControl { ...CHECK } { ...props } />;
}

export function CheckboxControl( props: ComponentProps< typeof WpCheckboxControl > ) {
	return <WpCheckboxControl { ...CHECK } { ...props } />;
}

export function SearchControl( props: ComponentProps< typeof WpSearchControl > ) {
	return <WpSearchControl { ...CHECK } { ...props } />;
}
