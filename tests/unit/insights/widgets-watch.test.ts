/**
 * Off-canvas panels and floating bars count as popups do (docs/insights.md): an impression each
 * time they show, how they closed, one conversion a showing from a link inside (never their close
 * control), and nothing outside the live site.
 */
import { countInsight } from '@vitrine/shared';
import offCanvas from '../../../blocks/off-canvas/view';
import floatingBar from '../../../blocks/floating-bar/view';
import { entityId } from '../../../src/builder/popup/insights';

jest.mock( '@vitrine/shared', () => ( { ...jest.requireActual( '@vitrine/shared' ), countInsight: jest.fn() } ) );
jest.mock( '@vitrine/runtime', () => ( { register: jest.fn() } ) );

const counted = () =>
	( countInsight as jest.Mock ).mock.calls.map(
		( [ e ] ) => `${ e.entity } ${ e.event }${ e.variant ? ' ' + e.variant : '' }`
	);

beforeAll( () => {
	HTMLDialogElement.prototype.showModal ??= function ( this: HTMLDialogElement ) {
		this.setAttribute( 'open', '' );
	};
	HTMLDialogElement.prototype.close ??= function ( this: HTMLDialogElement ) {
		this.removeAttribute( 'open' );
	};
} );
beforeEach( () => {
	( countInsight as jest.Mock ).mockClear();
	localStorage.clear();
} );

it( 'names entities the way the beacon route accepts', () => {
	expect( entityId( 'Main-Menu' ) ).toBe( 'main-menu' );
	expect( entityId( 'a b/c' ) ).toBe( 'a-b-c' );
	expect( entityId( 'x'.repeat( 50 ) ) ).toHaveLength( 40 );
} );

it( 'an off-canvas panel: openings, close reasons and one conversion an opening', () => {
	document.body.innerHTML = `<div id="Nav" class="vitrine-off-canvas">
		<a class="vitrine-off-canvas__toggle" href="#Nav">Open</a>
		<dialog class="vitrine-off-canvas__panel"><div>
			<a class="vitrine-off-canvas__close" href="#">×</a><a href="#deal" id="inside">Deal</a>
		</div></dialog></div>`;
	const element = document.getElementById( 'Nav' ) as HTMLElement;
	const mount = new AbortController(); // The runtime's signal for the mount.
	const teardown = offCanvas( {
		element,
		settings: { id: 'Nav' },
		mode: 'live',
		signal: mount.signal,
	} ) as () => void;
	const toggle = element.querySelector< HTMLElement >( '.vitrine-off-canvas__toggle' )!;
	toggle.click();
	document.getElementById( 'inside' )!.click();
	document.getElementById( 'inside' )!.click();
	element.querySelector< HTMLElement >( '.vitrine-off-canvas__close' )!.click();
	toggle.click();
	toggle.click(); // Toggled shut: "other".
	teardown();
	mount.abort();
	expect( counted() ).toEqual( [
		'offcanvas:nav impression',
		'offcanvas:nav conversion',
		'offcanvas:nav close_button',
		'offcanvas:nav impression',
		'offcanvas:nav close_other',
	] );
} );

it( 'a floating bar: seen once a page view, its call to action, its dismissal; nothing in the editor', () => {
	const markup = `<div id="bar" class="vitrine-floating-bar"><p>Sale</p><a href="#sale" class="vitrine-floating-bar__cta">Shop</a>
		<button class="vitrine-floating-bar__close" disabled>x</button></div>`;
	document.body.innerHTML = markup;
	let element = document.getElementById( 'bar' ) as HTMLElement;
	floatingBar( {
		element,
		settings: { key: 'sale-2027', days: 7 },
		mode: 'edit',
		signal: new AbortController().signal,
	} );
	expect( counted() ).toEqual( [] );
	document.body.innerHTML = markup;
	element = document.getElementById( 'bar' ) as HTMLElement;
	floatingBar( {
		element,
		settings: { key: 'sale-2027', days: 7 },
		mode: 'live',
		signal: new AbortController().signal,
	} );
	element.querySelector< HTMLElement >( '.vitrine-floating-bar__cta' )!.click();
	element.querySelector< HTMLElement >( '.vitrine-floating-bar__close' )!.click();
	expect( counted() ).toEqual( [
		'bar:sale-2027 impression',
		'bar:sale-2027 conversion',
		'bar:sale-2027 close_button',
	] );
} );
