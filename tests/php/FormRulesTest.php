<?php
/**
 * The form's rules come from includes/rules/form-fields.json, which the browser's checks read too
 * (blocks/form/rules.ts): the server reaches the verdict of every shared case
 * (tests/fixtures/rules/form-fields.json, which the jest tests and a browser test run as well), its
 * messages are the file's, and the markup carries exactly the constraint attributes the file gives
 * each type (the browser checks those). A change on one side fails the other side's tests.
 */

namespace Vitrine\Tests;

use Vitrine\Forms\Fields;
use Vitrine\Forms\Markup;
use Vitrine\Forms\Rules;
use Vitrine\Forms\Validator;

final class FormRulesTest extends TestCase {
	/** @var string[] Temporary files made for file cases. */
	private array $temp = array();

	protected function tearDown(): void {
		array_map( 'wp_delete_file', $this->temp );
		parent::tearDown();
	}

	private static function rules(): array {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- read from disk, so the test holds the code to the file.
		return json_decode( (string) file_get_contents( VITRINE_DIR . '/includes/rules/form-fields.json' ), true );
	}

	/** @return array<string, array{array<string, mixed>}> */
	public static function cases(): array {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a test fixture.
		$cases = json_decode( (string) file_get_contents( VITRINE_DIR . '/tests/fixtures/rules/form-fields.json' ), true )['cases'];
		$named = array();
		foreach ( $cases as $i => $case ) {
			$named[ sprintf( '#%d %s %s', $i, $case['field']['type'], wp_json_encode( $case['value'], JSON_UNESCAPED_UNICODE ) ) ] = array( $case );
		}
		return $named;
	}

	/** @dataProvider cases */
	public function test_the_server_reaches_each_shared_verdict( array $case ): void {
		$field = Fields::normalize_field( array( 'name' => 'f' ) + $case['field'], 0 );
		$value = $case['value'];
		$files = array();
		$input = array();
		if ( 'file' === $field['type'] ) {
			$files['f'] = $value ? $this->upload( $value['file'], $value['size'] ) : array( 'name' => '', 'error' => UPLOAD_ERR_NO_FILE );
		} else {
			$input['f'] = is_array( $value ) && isset( $value['repeat'] ) ? str_repeat( $value['repeat'], $value['times'] ) : $value;
		}
		$errors = Validator::validate( array( $field ), $input, $files )['errors'];
		$this->assertSame( $case['message'], $errors['f'] ?? null );
		if ( null !== $case['verdict'] ) {
			$this->assertSame( $case['message'], Validator::message( $field, $case['verdict'] ), 'the verdict names the message' );
		}
	}

	public function test_the_messages_are_the_rules_files_in_its_order(): void {
		$rules = self::rules();
		$this->assertSame( $rules['order'], Rules::order() );
		$this->assertSame( $rules['order'], array_keys( $rules['messages'] ), 'a message for every rule, in the same order' );
		$field = Fields::normalize_field( array( 'name' => 'f', 'label' => 'Field', 'min' => '1', 'max' => '9', 'minLength' => 2, 'maxLength' => 5, 'maxSize' => 1, 'accept' => 'pdf, txt' ), 0 );
		$args  = array(
			'tooLong'  => 5,
			'tooShort' => 2,
			'min'      => '1',
			'max'      => '9',
			'dateMin'  => '1',
			'dateMax'  => '9',
			'fileSize' => '1 KB',
			'fileType' => 'pdf, txt',
		);
		foreach ( $rules['messages'] as $key => $text ) {
			$this->assertSame( sprintf( $text, 'Field', $args[ $key ] ?? '' ), Validator::message( $field, $key ), $key );
		}
	}

	public function test_every_type_of_the_file_exists_and_unknown_types_are_text(): void {
		$this->assertSame( array_keys( self::rules()['types'] ), Rules::types() );
		foreach ( Rules::types() as $type ) {
			$this->assertSame( $type, Fields::normalize_field( array( 'type' => $type ), 0 )['type'] );
		}
		$this->assertSame( 'text', Fields::normalize_field( array( 'type' => 'script' ), 0 )['type'] );
		$file = Fields::normalize_field( array( 'type' => 'file', 'accept' => '.PDF, php, svg, txt' ), 0 );
		$this->assertSame( array( 'pdf', 'txt' ), $file['accept'], 'types the file never allows are dropped' );
		$this->assertSame( self::rules()['files']['accept'], Fields::normalize_field( array( 'type' => 'file' ), 0 )['accept'] );
	}

	/** The constraint attributes the browser checks: exactly those the file gives each type. */
	public function test_each_control_carries_its_types_constraint_attributes(): void {
		$all = array( 'required', 'pattern', 'min', 'max', 'minlength', 'maxlength', 'accept' );
		foreach ( self::rules()['types'] as $type => $rules ) {
			if ( 'hidden' === $type ) {
				continue;
			}
			$field = Fields::normalize_field( array( 'name' => 'f', 'type' => $type, 'label' => 'F', 'required' => true, 'pattern' => 'x+', 'min' => '1', 'max' => '9', 'minLength' => 2, 'options' => array( 'a', 'b' ) ), 0 );
			$dom   = new \DOMDocument();
			$dom->loadHTML( '<?xml encoding="utf-8"?><div>' . Markup::field( $field, 'form' ) . '</div>', LIBXML_NOERROR );
			$xpath    = new \DOMXPath( $dom );
			$controls = $xpath->query( '//input|//select|//textarea' );
			$this->assertGreaterThan( 0, $controls->length, $type );
			foreach ( $controls as $control ) {
				$present = array_values( array_filter( $all, static fn( $name ) => $control->hasAttribute( $name ) ) );
				$this->assertEqualsCanonicalizing( $rules['constraints'], $present, $type );
			}
			if ( in_array( 'maxlength', $rules['constraints'], true ) ) {
				$this->assertSame( (string) $rules['maxLength'], $controls->item( 0 )->getAttribute( 'maxlength' ), "$type: the type's limit" );
			}
		}
	}

	public function test_a_pattern_that_is_no_regular_expression_is_not_printed(): void {
		$field = Fields::normalize_field( array( 'name' => 'f', 'type' => 'text', 'pattern' => '[a-z' ), 0 );
		$this->assertStringNotContainsString( 'pattern=', Markup::field( $field, 'form' ) );
		$this->assertNull( Validator::verdict( $field, 'anything' ), 'and not checked' );
		$this->assertStringContainsString( 'pattern="[a-z]+"', Markup::field( array( 'pattern' => '[a-z]+' ) + $field, 'form' ) );
	}

	/** What the rules file accepts as an email address, WordPress does too (entries and mails use it). */
	public function test_addresses_the_rules_accept_are_addresses_for_wordpress(): void {
		$field = Fields::normalize_field( array( 'type' => 'email', 'label' => 'E' ), 0 );
		foreach ( self::cases() as list( $case ) ) {
			if ( 'email' === $case['field']['type'] && is_string( $case['value'] ) && '' !== $case['value'] && null === Validator::verdict( $field, $case['value'] ) ) {
				$this->assertNotFalse( is_email( $case['value'] ), $case['value'] );
			}
		}
	}

	/** A file as PHP receives an upload: a temporary file of that size (text) under that name. */
	private function upload( string $name, int $size ): array {
		$tmp          = (string) tempnam( get_temp_dir(), 'vitrine-rules' );
		$this->temp[] = $tmp;
		file_put_contents( $tmp, str_repeat( 'a', $size ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		return array(
			'name'     => $name,
			'type'     => 'text/plain',
			'tmp_name' => $tmp,
			'error'    => UPLOAD_ERR_OK,
			'size'     => $size,
		);
	}
}
