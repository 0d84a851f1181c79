/** The outcome of a form's or a sign-up's mail, in words (docs/forms.md). */
import { __, sprintf } from '@wordpress/i18n';

export function mailWords( status: string, error: string ): string {
	if ( status === 'failed' ) {
		/* translators: %s: the mail error */
		return sprintf( __( 'Mail failed: %s', 'vitrine' ), error );
	}
	return status === 'sent' ? __( 'Mail sent', 'vitrine' ) : __( 'Mail pending', 'vitrine' );
}
