<?php
/**
 * Demo pages of the form block's two variations, Form and Subscribe: /widgets/form/ and
 * /widgets/subscribe/. Every field type and every owner setting appears at least once. Idempotent
 * (fixed form ids, upserted pages).
 */

defined( 'ABSPATH' ) || exit;

/** A block comment for a self-closing Vitrine block with these attributes. */
function vitrine_forms_block( string $name, array $attrs ): string {
	return serialize_block(
		array(
			'blockName'    => $name,
			'attrs'        => $attrs,
			'innerBlocks'  => array(),
			'innerHTML'    => '',
			'innerContent' => array(),
		)
	) . "\n";
}

function vitrine_forms_p( string $text ): string {
	return "<!-- wp:paragraph -->\n<p>$text</p>\n<!-- /wp:paragraph -->\n";
}

function vitrine_forms_h( string $text ): string {
	return "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">$text</h2>\n<!-- /wp:heading -->\n";
}

$vitrine_forms_contact = array(
	'formId'         => 'demo-contact',
	'submitLabel'    => 'Send message',
	'successMessage' => 'Thank you! We received your message and will answer within two working days.',
	'emailSubject'   => 'Contact form: new message',
	'minSeconds'     => 3,
	'fields'         => array(
		array( 'name' => 'name', 'type' => 'text', 'label' => 'Your name', 'required' => true, 'placeholder' => 'Jane Doe' ),
		array( 'name' => 'email', 'type' => 'email', 'label' => 'Email', 'required' => true, 'help' => 'We only use it to answer you.' ),
		array( 'name' => 'phone', 'type' => 'tel', 'label' => 'Phone' ),
		array( 'name' => 'website', 'type' => 'url', 'label' => 'Website', 'placeholder' => 'https://' ),
		array( 'name' => 'order', 'type' => 'text', 'label' => 'Order number', 'pattern' => '[A-Z]{2}-[0-9]{4}', 'help' => 'Two capital letters, a dash and four digits, e.g. AB-1234.' ),
		array( 'name' => 'topic', 'type' => 'select', 'label' => 'Topic', 'required' => true, 'options' => array( 'Question', 'Order problem', 'Partnership' ) ),
		array( 'name' => 'message', 'type' => 'textarea', 'label' => 'Message', 'required' => true ),
		array( 'name' => 'privacy', 'type' => 'acceptance', 'label' => 'I agree that my data is stored to answer my request.', 'required' => true ),
		array( 'name' => 'source', 'type' => 'hidden', 'label' => 'Source', 'value' => 'widgets-demo' ),
	),
);

$vitrine_forms_apply = array(
	'formId'         => 'demo-apply',
	'submitLabel'    => 'Apply',
	'successMessage' => 'Your application was received.',
	'minSeconds'     => 1,
	'fields'         => array(
		array( 'name' => 'applicant', 'type' => 'text', 'label' => 'Full name', 'required' => true ),
		array( 'name' => 'contact', 'type' => 'email', 'label' => 'Email', 'required' => true ),
		array( 'name' => 'years', 'type' => 'number', 'label' => 'Years of experience', 'min' => '0', 'max' => '50' ),
		array( 'name' => 'start', 'type' => 'date', 'label' => 'Earliest start date', 'min' => '2026-01-01' ),
		array( 'name' => 'role', 'type' => 'radio', 'label' => 'Role', 'required' => true, 'options' => array( 'Writer', 'Editor', 'Photographer' ) ),
		array( 'name' => 'days', 'type' => 'checkbox', 'label' => 'Days available', 'options' => array( 'Monday', 'Wednesday', 'Friday' ) ),
		array( 'name' => 'cv', 'type' => 'file', 'label' => 'CV', 'required' => true, 'accept' => 'pdf, txt, png, jpg', 'maxSize' => 1024 ),
	),
);

$vitrine_forms_booking = array(
	'formId'         => 'demo-booking',
	'submitLabel'    => 'Book the tour',
	'successMessage' => 'Your tour is booked. See you soon!',
	'minSeconds'     => 1,
	'steps'          => array( 'About you', 'Your tour', 'Confirm' ),
	'fields'         => array(
		array( 'name' => 'guest', 'type' => 'text', 'label' => 'Name', 'required' => true, 'step' => 0 ),
		array( 'name' => 'guest-email', 'type' => 'email', 'label' => 'Email', 'required' => true, 'step' => 0 ),
		array( 'name' => 'tour', 'type' => 'select', 'label' => 'Tour', 'required' => true, 'options' => array( 'City walk', 'Food tour', 'Museum day' ), 'step' => 1 ),
		array( 'name' => 'people', 'type' => 'number', 'label' => 'People', 'required' => true, 'min' => '1', 'max' => '12', 'step' => 1 ),
		array( 'name' => 'notes', 'type' => 'textarea', 'label' => 'Notes', 'step' => 2 ),
		array( 'name' => 'terms', 'type' => 'acceptance', 'label' => 'I accept the booking terms.', 'required' => true, 'step' => 2 ),
	),
);

vitrine_seed_page(
	'widgets/form',
	'Form',
	vitrine_forms_p( 'Forms check every field in the browser (messages next to each field and a summary) and again on the server. Entries are stored first and then mailed to the site owner, so nothing is lost when mail fails; see Vitrine → Form entries.' )
	. vitrine_forms_h( 'Contact form' )
	. vitrine_forms_p( 'Text, email, phone, web address, a pattern, a drop-down, long text, an acceptance box and a hidden value.' )
	. vitrine_forms_block( 'vitrine/form', $vitrine_forms_contact )
	. vitrine_forms_h( 'Application with a file' )
	. vitrine_forms_p( 'Number and date ranges, radio buttons, checkboxes and a file upload (PDF, TXT, PNG or JPG up to 1 MB).' )
	. vitrine_forms_block( 'vitrine/form', $vitrine_forms_apply )
	. vitrine_forms_h( 'Booking in three steps' )
	. vitrine_forms_p( 'Each step is checked before the next one opens; the progress bar shows where you are.' )
	. vitrine_forms_block( 'vitrine/form', $vitrine_forms_booking )
);

vitrine_seed_page(
	'widgets/subscribe',
	'Subscribe',
	vitrine_forms_p( 'Sign-ups are stored as pending until the confirmation link in the mail is followed (double opt-in). The consent text below is stored with each subscriber; every mail carries an unsubscribe link. See Vitrine → Subscribers.' )
	. vitrine_forms_block(
		'vitrine/form',
		array(
			'kind'           => 'subscribe',
			'formId'         => 'demo-newsletter',
			'title'          => 'Get the weekly newsletter',
			'showName'       => true,
			'consentText'    => 'Yes, send me the weekly newsletter by email. I can unsubscribe at any time with the link in every mail.',
			'submitLabel'    => 'Sign me up',
			'successMessage' => 'Almost done: open the email we just sent you and follow the link to confirm.',
			'confirmSubject' => 'Confirm your newsletter subscription',
			'minSeconds'     => 1,
		)
	)
	. vitrine_forms_h( 'With the defaults' )
	. vitrine_forms_p( 'Address only, the default consent text and messages.' )
	. vitrine_forms_block( 'vitrine/form', array( 'kind' => 'subscribe', 'formId' => 'demo-updates', 'minSeconds' => 2 ) )
);
