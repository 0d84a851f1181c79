/**
 * The editor's warning about a block's settings (what visitors get until it is fixed): a notice the
 * author cannot dismiss, since it goes away when the settings are right.
 */
import { Notice } from '@wordpress/components';
import type { ReactNode } from 'react';

export function Warning( { children }: { children: ReactNode } ) {
	return (
		<Notice status="warning" isDismissible={ false }>
			{ children }
		</Notice>
	);
}
