import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from '@wordpress/element';
import type { GateApi } from '../../../src/consent/core/gate-api';
import { noConsent } from '../../../src/consent/core/state';
import type { ConsentSettings } from '../../../src/consent/core/types';
import { SettingsModal } from '../../../src/consent/ui/SettingsModal';
import { rules } from './fixtures';

function gate( overrides: Partial< ConsentSettings > = {} ): GateApi {
	const button = { text: 'Go', colour: '', hover: '', textColour: '', url: '', newWindow: false };
	const settings = {
		...rules(),
		cookie_bar_as: 'banner',
		buttons: { 1: button, 2: button, 3: button, 4: button, 7: { ...button, text: 'Accept all' } },
		texts: new Proxy(
			{ overview: 'Short overview.', show_more: 'Read more', enable_all: 'Enable all' },
			{
				get: ( target: Record< string, string >, key: string ) => target[ key ] ?? key,
			}
		),
		...overrides,
	} as unknown as ConsentSettings;
	return { settings, gpc: false, state: () => noConsent( settings ) } as unknown as GateApi;
}

function Harness( { api, onDecide }: { api: GateApi; onDecide: jest.Mock } ) {
	const [ selection, setSelection ] = useState( api.state().categories );
	return (
		<SettingsModal
			gate={ api }
			open
			selection={ selection }
			onSelect={ setSelection }
			onDecide={ onDecide }
			onClose={ () => {} }
		/>
	);
}

describe( 'consent UI', () => {
	it( 'shows read more only for an overview longer than 250 characters', () => {
		const { unmount } = render( <Harness api={ gate() } onDecide={ jest.fn() } /> );
		expect( screen.getByText( 'Short overview.' ) ).toBeTruthy();
		expect( screen.queryByRole( 'button', { name: 'Read more' } ) ).toBeNull();
		unmount();
		const long = 'word '.repeat( 80 );
		const api = gate();
		( api.settings.texts as Record< string, string > ).overview = long;
		render( <Harness api={ api } onDecide={ jest.fn() } /> );
		fireEvent.click( screen.getByRole( 'button', { name: 'Read more' } ) );
		expect( screen.getByRole( 'button', { name: 'show_less' } ).getAttribute( 'aria-expanded' ) ).toBe( 'true' );
	} );

	it( 'enable-all ticks every optional category and saving passes the toggles', () => {
		const onDecide = jest.fn();
		render( <Harness api={ gate() } onDecide={ onDecide } /> );
		fireEvent.click( screen.getByRole( 'switch', { name: 'Enable all' } ) );
		fireEvent.click( screen.getByRole( 'button', { name: 'save' } ) );
		expect( onDecide ).toHaveBeenCalledWith( {
			type: 'accept',
			categories: { necessary: true, functional: true, analytics: true, advertisement: true },
		} );
		// Each category's state shows in its tab (the texts here are their keys).
		expect( screen.getByRole( 'tab', { name: /^Analytics/ } ).textContent ).toBe( 'Analyticsstate_on' );
		expect( screen.getByRole( 'tab', { name: /^Necessary/ } ).textContent ).toBe( 'Necessaryalways_enabled' );
		fireEvent.click( screen.getByRole( 'switch', { name: 'Enable all' } ) );
		expect( screen.getByRole( 'tab', { name: /^Analytics/ } ).textContent ).toBe( 'Analyticsstate_off' );
		fireEvent.click( screen.getByRole( 'tab', { name: /^Necessary/ } ) );
		const necessary = screen.getByRole( 'switch', { name: 'always_enabled' } ) as HTMLInputElement;
		expect( necessary.disabled && necessary.checked ).toBe( true );
	} );
} );
