/** The numbered buttons of the legacy settings: their colours, texts and optional links. */
import type { CSSProperties, ReactNode } from 'react';
import type { ButtonSettings, ConsentSettings } from '../core/types';

export type ButtonNumber = keyof ConsentSettings[ 'buttons' ];

export function buttonStyle( b: ButtonSettings ): CSSProperties {
	return {
		'--vitrine-consent-btn-bg': b.colour || undefined,
		'--vitrine-consent-btn-hover': b.hover || b.colour || undefined,
		'--vitrine-consent-btn-fg': b.textColour || undefined,
	} as CSSProperties;
}

/**
 * A decision button. When the owner gave it an address, the decision is made and then the address
 * opens (in a new window when its flag is set).
 */
export function ActionButton( {
	settings,
	n,
	onClick,
	variant,
	children,
}: {
	settings: ConsentSettings;
	n: ButtonNumber;
	onClick: () => void;
	variant?: string;
	children?: ReactNode;
} ) {
	const b = settings.buttons[ n ];
	const click = () => {
		onClick();
		if ( b.url ) {
			if ( b.newWindow ) {
				window.open( b.url, '_blank', 'noopener' );
			} else {
				window.location.assign( b.url );
			}
		}
	};
	return (
		<button
			type="button"
			className={ `vitrine-consent-button vitrine-consent-button-${ n }${ variant ? ' is-' + variant : '' }` }
			style={ buttonStyle( b ) }
			onClick={ click }
		>
			{ children ?? b.text }
		</button>
	);
}
