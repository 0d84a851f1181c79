<?php
/**
 * The checkout's address fields, printed for the billing and the shipping address. Each field has its
 * label, its error slot (aria-describedby) and the autocomplete token browsers fill addresses with.
 *
 * @package Vitrine
 * @var string                $vitrine_group  'billing' or 'shipping'.
 * @var string                $vitrine_uid    The block's unique id.
 * @var array<string, mixed>  $attributes     Block attributes.
 * @var array<string, string> $vitrine_countries Country code => name.
 */

defined( 'ABSPATH' ) || exit;

$vitrine_fields = array(
	'first_name' => array( __( 'First name', 'vitrine' ), 'given-name', true, 'text' ),
	'last_name'  => array( __( 'Last name', 'vitrine' ), 'family-name', true, 'text' ),
	'company'    => array( __( 'Company (optional)', 'vitrine' ), 'organization', false, 'text' ),
	'address_1'  => array( __( 'Street address', 'vitrine' ), 'address-line1', true, 'text' ),
	'address_2'  => array( __( 'Apartment, suite, etc. (optional)', 'vitrine' ), 'address-line2', false, 'text' ),
	'city'       => array( __( 'City', 'vitrine' ), 'address-level2', true, 'text' ),
	'state'      => array( __( 'State / County (optional)', 'vitrine' ), 'address-level1', false, 'text' ),
	'postcode'   => array( __( 'Postal code', 'vitrine' ), 'postal-code', true, 'text' ),
	'country'    => array( __( 'Country', 'vitrine' ), 'country', true, 'select' ),
);
if ( 'billing' === $vitrine_group ) {
	$vitrine_fields['email'] = array( __( 'Email address', 'vitrine' ), 'email', true, 'email' );
	if ( ! isset( $attributes['showPhone'] ) || ! empty( $attributes['showPhone'] ) ) {
		$vitrine_fields['phone'] = array( __( 'Phone (optional)', 'vitrine' ), 'tel', false, 'tel' );
	}
}
if ( empty( $attributes['showCompany'] ) ) {
	unset( $vitrine_fields['company'] );
}
foreach ( $vitrine_fields as $vitrine_key => list( $vitrine_label, $vitrine_auto, $vitrine_required, $vitrine_type ) ) :
	$vitrine_field = "$vitrine_uid-$vitrine_group-$vitrine_key";
	?>
	<p class="vitrine-checkout__field is-<?php echo esc_attr( $vitrine_key ); ?>">
		<label for="<?php echo esc_attr( $vitrine_field ); ?>"><?php echo esc_html( $vitrine_label ); ?><?php echo $vitrine_required ? ' <span aria-hidden="true">*</span>' : ''; ?></label>
		<?php if ( 'select' === $vitrine_type ) : ?>
			<select id="<?php echo esc_attr( $vitrine_field ); ?>" name="<?php echo esc_attr( "{$vitrine_group}[{$vitrine_key}]" ); ?>" autocomplete="<?php echo esc_attr( "$vitrine_group $vitrine_auto" ); ?>" data-field="<?php echo esc_attr( $vitrine_key ); ?>" aria-describedby="<?php echo esc_attr( $vitrine_field ); ?>-error" required>
				<option value=""><?php esc_html_e( 'Choose a country', 'vitrine' ); ?></option>
				<?php foreach ( $vitrine_countries as $vitrine_code => $vitrine_name ) : ?>
					<option value="<?php echo esc_attr( (string) $vitrine_code ); ?>"><?php echo esc_html( (string) $vitrine_name ); ?></option>
				<?php endforeach; ?>
			</select>
		<?php else : ?>
			<input id="<?php echo esc_attr( $vitrine_field ); ?>" type="<?php echo esc_attr( $vitrine_type ); ?>" name="<?php echo esc_attr( "{$vitrine_group}[{$vitrine_key}]" ); ?>" autocomplete="<?php echo esc_attr( "$vitrine_group $vitrine_auto" ); ?>" data-field="<?php echo esc_attr( $vitrine_key ); ?>" aria-describedby="<?php echo esc_attr( $vitrine_field ); ?>-error"<?php echo $vitrine_required ? ' required' : ''; ?> />
		<?php endif; ?>
		<span class="vitrine-checkout__error" id="<?php echo esc_attr( $vitrine_field ); ?>-error"></span>
	</p>
<?php endforeach; ?>
