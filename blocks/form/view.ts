/**
 * Form, both variations: accessible validation on the browser's constraint validation (messages
 * tied to their fields, an error summary, focus on the first problem), steps with a progress
 * indicator, and sending without a reload. The server checks everything again; its field errors
 * come back into the same places, and stand as the field's custom validity until it changes.
 * Without this script the form still posts (the browser's own checks and bubbles, then a redirect
 * back with a notice); with it the form is `novalidate`, so the browser's bubbles give way to these
 * messages, which use the site's words and language and sit next to each field (docs/forms.md).
 */
import { __ } from '@vitrine/shared';
import type { Handler } from '@vitrine/runtime';
import { parseFormSettings, type FieldRule } from './validate';
import { checkField, type Control } from './validity';
import { firstStepWith, isLastStep, nextStep, previousStep, progressText, type StepState } from './steps';
import { createErrors, fieldElement, type FieldError } from './errors';
import { earlyRetry, renewedStamp, wait } from './stamp';
import { register } from '@vitrine/runtime';

const form: Handler = ( { element, settings, signal } ) => {
	const config = parseFormSettings( settings, window.location.origin );
	const formEl = element.querySelector< HTMLFormElement >( 'form.vitrine-form__form' );
	const status = element.querySelector< HTMLElement >( '.vitrine-form__status' );
	if ( ! config || ! formEl || ! status ) {
		return;
	}
	const steps = Array.from( formEl.querySelectorAll< HTMLElement >( '.vitrine-form__step' ) );
	const back = formEl.querySelector< HTMLButtonElement >( '.vitrine-form__back' );
	const next = formEl.querySelector< HTMLButtonElement >( '.vitrine-form__next' );
	const submit = formEl.querySelector< HTMLButtonElement >( '.vitrine-form__submit' );
	const progress = Array.from( formEl.querySelectorAll< HTMLElement >( '.vitrine-form__progress li' ) );
	const progressLive = formEl.querySelector< HTMLElement >( '.vitrine-form__progress-text' );
	const serverProgress = progressLive ? Array.from( progressLive.childNodes ) : [];
	const errors = createErrors( element, formEl );
	const mountedAt = performance.now();
	let state: StepState = { current: 0, count: Math.max( 1, steps.length ) };
	let sending = false;

	// The server's verdicts on the values sent last, by field, until the visitor changes the field.
	const serverVerdicts = new Map< string, string >();
	const controlsOf = ( name: string ) =>
		Array.from( fieldElement( formEl, name )?.querySelectorAll< Control >( 'input, select, textarea' ) ?? [] );
	const check = ( step: number | null ): FieldError[] =>
		config.fields
			.filter( ( rule: FieldRule ) => step === null || rule.step === step )
			.map( ( rule ) => ( {
				name: rule.name,
				message: checkField( rule, controlsOf( rule.name ), serverVerdicts.get( rule.name ) ) ?? '',
			} ) )
			.filter( ( error ) => error.message !== '' );
	const onEdit = ( event: Event ) => {
		const name = ( event.target as Element | null )?.closest< HTMLElement >( '[data-field]' )?.dataset.field;
		if ( name && serverVerdicts.delete( name ) ) {
			controlsOf( name ).forEach( ( control ) => control.setCustomValidity( '' ) );
		}
	};
	const stepOf = ( name: string ) => config.fields.find( ( f ) => f.name === name )?.step;

	const show = ( moveFocus: boolean ) => {
		steps.forEach( ( step, i ) => ( step.hidden = i !== state.current ) );
		progress.forEach( ( item, i ) => {
			item.classList.toggle( 'is-done', i < state.current );
			if ( i === state.current ) {
				item.setAttribute( 'aria-current', 'step' );
			} else {
				item.removeAttribute( 'aria-current' );
			}
		} );
		if ( steps.length > 1 ) {
			const title = steps[ state.current ]?.querySelector< HTMLElement >( '.vitrine-form__step-title' );
			if ( progressLive ) {
				progressLive.textContent = progressText( state, title?.textContent ?? '' );
			}
			if ( back ) {
				back.hidden = state.current === 0;
			}
			if ( next ) {
				next.hidden = isLastStep( state );
			}
			if ( submit ) {
				submit.hidden = ! isLastStep( state );
			}
			if ( moveFocus ) {
				title?.focus();
			}
		}
	};

	const goTo = ( target: StepState, moveFocus: boolean ) => {
		state = target;
		show( moveFocus );
	};

	/** Errors of the whole form (on sending): goes to the first step with one, then shows them all. */
	const showAllErrors = ( found: FieldError[] ) => {
		goTo(
			{
				...state,
				current: firstStepWith(
					found.map( ( f ) => f.name ),
					stepOf,
					state
				),
			},
			false
		);
		errors.show( found, true );
	};

	const onNext = () => {
		const found = check( state.current );
		errors.show( found, true );
		if ( ! found.length ) {
			goTo( nextStep( state, true ), true );
		}
	};
	const onBack = () => {
		errors.clear();
		goTo( previousStep( state ), true );
	};

	const send = async ( renewed = false ): Promise< void > => {
		sending = true;
		submit?.setAttribute( 'aria-disabled', 'true' );
		status.textContent = __( 'Sending…', 'vitrine' );
		// The page was made before this script ran: once the minimum fill time has passed here, it has
		// passed on the server too, and a quick visitor (autofill) is not refused as a robot.
		const early = config.minSeconds * 1000 - ( performance.now() - mountedAt );
		if ( ! renewed && early > 0 ) {
			await wait( early, signal );
		}
		const body = new FormData( formEl );
		body.delete( 'redirect' ); // The script reads the JSON answer instead of being redirected.
		try {
			const response = await fetch( config.endpoint, {
				method: 'POST',
				body,
				signal,
				credentials: 'same-origin',
			} );
			const answer: {
				code?: string;
				message?: string;
				data?: { errors?: Record< string, string >; stamp?: unknown; retry?: unknown };
			} = await response.json().catch( () => ( {} ) );
			if ( response.ok ) {
				formEl.hidden = true;
				errors.clear();
				status.textContent = answer.message ?? __( 'Thank you, your message was sent.', 'vitrine' );
				status.classList.add( 'is-success' );
				status.focus();
				return;
			}
			const renewal = renewed ? null : renewedStamp( answer );
			const stampField = formEl.querySelector< HTMLInputElement >( 'input[name="stamp"]' );
			if ( renewal && stampField ) {
				// The page came from a cache older than the form's stamp: send again once with the
				// server's fresh stamp, after its minimum fill time; nothing typed is lost.
				stampField.value = renewal.stamp;
				await wait( renewal.retry * 1000, signal );
				return await send( true );
			}
			const tooSoon = renewed ? null : earlyRetry( answer );
			if ( tooSoon !== null ) {
				// Sent sooner than the form's minimum fill time (autofill, a quick typist): wait the
				// seconds left and send once more.
				await wait( tooSoon * 1000, signal );
				return await send( true );
			}
			status.textContent = '';
			const fieldErrors = answer.data?.errors;
			if ( fieldErrors && typeof fieldErrors === 'object' ) {
				serverVerdicts.clear();
				config.fields
					.filter( ( f ) => typeof fieldErrors[ f.name ] === 'string' )
					.forEach( ( f ) => serverVerdicts.set( f.name, String( fieldErrors[ f.name ] ) ) );
				showAllErrors( check( null ) );
			} else {
				errors.general(
					answer.message ?? __( 'The form could not be sent. Please try again later.', 'vitrine' )
				);
			}
		} catch {
			if ( ! signal.aborted ) {
				status.textContent = '';
				errors.general( __( 'The form could not be sent. Check your connection and try again.', 'vitrine' ) );
			}
		} finally {
			sending = false;
			submit?.removeAttribute( 'aria-disabled' );
		}
	};

	const onSubmit = ( event: SubmitEvent ) => {
		event.preventDefault();
		if ( sending ) {
			return;
		}
		if ( ! isLastStep( state ) ) {
			onNext(); // Enter in a field of an earlier step moves on instead of sending.
			return;
		}
		const found = check( null );
		if ( found.length ) {
			showAllErrors( found );
			return;
		}
		void send();
	};
	// Messages stay until the next check (Next or Send): removing one as the field is left would
	// move the buttons under the pointer between mouse down and up, and the click would be lost.
	formEl.noValidate = true;
	formEl.addEventListener( 'submit', onSubmit );
	formEl.addEventListener( 'input', onEdit );
	formEl.addEventListener( 'change', onEdit );
	next?.addEventListener( 'click', onNext );
	back?.addEventListener( 'click', onBack );
	show( false );
	return () => {
		formEl.noValidate = false;
		formEl.removeEventListener( 'submit', onSubmit );
		formEl.removeEventListener( 'input', onEdit );
		formEl.removeEventListener( 'change', onEdit );
		serverVerdicts.clear();
		config.fields.forEach( ( rule ) => controlsOf( rule.name ).forEach( ( c ) => c.setCustomValidity( '' ) ) );
		next?.removeEventListener( 'click', onNext );
		back?.removeEventListener( 'click', onBack );
		errors.clear();
		steps.forEach( ( step ) => ( step.hidden = false ) );
		progress.forEach( ( item ) => item.removeAttribute( 'aria-current' ) );
		progressLive?.replaceChildren( ...serverProgress );
	};
};

export default form;

// One handler under the two names the wrapper's data-vitrine keeps (docs/forms.md): a sign-up is a
// form of the same kind, sent to its own route.
register( 'form', form );
register( 'subscribe', form );
