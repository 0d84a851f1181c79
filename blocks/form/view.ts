/**
 * Form: accessible validation (messages tied to their fields, an error summary, focus on the first
 * problem), steps with a progress indicator, and sending without a reload. The server checks
 * everything again; its field errors come back into the same places. Without this script the form
 * still posts (browser validation, then a redirect back with a notice).
 */
import { __ } from '@wordpress/i18n';
import type { Handler } from '../../src/builder/runtime/types';
import { parseFormSettings, validateFields, type FieldRule, type FieldValue } from './validate';
import { firstStepWith, isLastStep, nextStep, previousStep, progressText, type StepState } from './steps';
import { createErrors, fieldElement } from './errors';
import { earlyRetry, renewedStamp, wait } from './stamp';
import { register } from '@vitrine/runtime';

const form: Handler = ( { element, settings } ) => {
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
	const controller = new AbortController();
	const mountedAt = performance.now();
	let state: StepState = { current: 0, count: Math.max( 1, steps.length ) };
	let sending = false;

	const fieldEl = ( name: string ) => fieldElement( formEl, name );
	const read = ( rule: FieldRule ): FieldValue => {
		const inputs = Array.from(
			fieldEl( rule.name )?.querySelectorAll< HTMLInputElement >( 'input, select, textarea' ) ?? []
		);
		if ( rule.type === 'checkbox' ) {
			return inputs.filter( ( i ) => i.checked ).map( ( i ) => i.value );
		}
		if ( rule.type === 'radio' ) {
			return inputs.find( ( i ) => i.checked )?.value ?? '';
		}
		if ( rule.type === 'acceptance' ) {
			return inputs[ 0 ]?.checked ? '1' : '';
		}
		if ( rule.type === 'file' ) {
			const file = inputs[ 0 ]?.files?.[ 0 ];
			return file ? { name: file.name, size: file.size } : null;
		}
		return inputs[ 0 ]?.value ?? '';
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

	const onNext = () => {
		const found = validateFields( config.fields, read, state.current );
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
			await wait( early, controller.signal );
		}
		const body = new FormData( formEl );
		body.delete( 'redirect' ); // The script reads the JSON answer instead of being redirected.
		try {
			const response = await fetch( config.endpoint, {
				method: 'POST',
				body,
				signal: controller.signal,
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
				await wait( renewal.retry * 1000, controller.signal );
				return await send( true );
			}
			const tooSoon = renewed ? null : earlyRetry( answer );
			if ( tooSoon !== null ) {
				// Sent sooner than the form's minimum fill time (autofill, a quick typist): wait the
				// seconds left and send once more.
				await wait( tooSoon * 1000, controller.signal );
				return await send( true );
			}
			status.textContent = '';
			const fieldErrors = answer.data?.errors;
			if ( fieldErrors && typeof fieldErrors === 'object' ) {
				const found = config.fields
					.filter( ( f ) => typeof fieldErrors[ f.name ] === 'string' )
					.map( ( f ) => ( { name: f.name, message: String( fieldErrors[ f.name ] ) } ) );
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
			} else {
				errors.general(
					answer.message ?? __( 'The form could not be sent. Please try again later.', 'vitrine' )
				);
			}
		} catch {
			if ( ! controller.signal.aborted ) {
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
		const found = validateFields( config.fields, read, null );
		if ( found.length ) {
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
			return;
		}
		void send();
	};
	// Messages stay until the next check (Next or Send): removing one as the field is left would
	// move the buttons under the pointer between mouse down and up, and the click would be lost.
	formEl.noValidate = true;
	formEl.addEventListener( 'submit', onSubmit );
	next?.addEventListener( 'click', onNext );
	back?.addEventListener( 'click', onBack );
	show( false );
	return () => {
		controller.abort();
		formEl.noValidate = false;
		formEl.removeEventListener( 'submit', onSubmit );
		next?.removeEventListener( 'click', onNext );
		back?.removeEventListener( 'click', onBack );
		errors.clear();
		steps.forEach( ( step ) => ( step.hidden = false ) );
		progress.forEach( ( item ) => item.removeAttribute( 'aria-current' ) );
		progressLive?.replaceChildren( ...serverProgress );
	};
};

export default form;

register( 'form', form );
