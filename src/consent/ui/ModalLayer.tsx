/**
 * The layer both consent dialogs open in (the settings and the CCPA confirmation): a labelled region
 * over the page, its overlay, and the modal box whose ref the caller's focus trap holds.
 */
import type { ReactNode, RefObject } from 'react';

export function ModalLayer( {
	label,
	dialogRef,
	className,
	role = 'dialog',
	labelledBy,
	describedBy,
	children,
}: {
	label: string;
	dialogRef: RefObject< HTMLDivElement >;
	className: string;
	role?: 'dialog' | 'alertdialog';
	labelledBy: string;
	describedBy?: string;
	children: ReactNode;
} ) {
	return (
		<section className="vitrine-consent-modal-layer" aria-label={ label }>
			<div className="vitrine-consent-overlay is-shown" />
			<div
				ref={ dialogRef }
				className={ className }
				role={ role }
				aria-modal="true"
				aria-labelledby={ labelledBy }
				aria-describedby={ describedBy }
			>
				{ children }
			</div>
		</section>
	);
}
