/**
 * A block's editor preview rendered by the server (its render.php through the block renderer
 * route), or a placeholder that says what to set first while there is nothing to render.
 */
import { Placeholder } from '@wordpress/components';
import ServerSideRender from '@wordpress/server-side-render';
import type { ComponentProps, ReactNode } from 'react';

export function ServerPreview( {
	block,
	attributes,
	ready,
	icon,
	label,
	instructions,
	children,
}: {
	block: string;
	attributes: object;
	ready: boolean;
	icon: ComponentProps< typeof Placeholder >[ 'icon' ];
	label: string;
	instructions: string;
	children?: ReactNode;
} ) {
	if ( ready ) {
		return <ServerSideRender block={ block } attributes={ attributes as Record< string, unknown > } />;
	}
	return (
		<Placeholder icon={ icon } label={ label } instructions={ instructions }>
			{ children }
		</Placeholder>
	);
}
