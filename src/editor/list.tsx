/**
 * Editing a list attribute (slides, points, videos, testimonials, images): the changes a panel makes
 * to one item or to the list, and the destructive link that removes an item.
 */
import { Button } from '@wordpress/components';
import type { ReactNode } from 'react';

export function listOf< T >( items: T[], onChange: ( next: T[] ) => void ) {
	return {
		update: ( index: number, patch: Partial< T > ) =>
			onChange( items.map( ( item, i ) => ( i === index ? { ...item, ...patch } : item ) ) ),
		remove: ( index: number ) => onChange( items.filter( ( _, i ) => i !== index ) ),
		add: ( item: T ) => onChange( [ ...items, item ] ),
		move: ( from: number, to: number ) => {
			const next = [ ...items ];
			next.splice( to, 0, ...next.splice( from, 1 ) );
			onChange( next );
		},
	};
}

export function RemoveButton( { onClick, children }: { onClick: () => void; children: ReactNode } ) {
	return (
		<Button variant="link" isDestructive onClick={ onClick }>
			{ children }
		</Button>
	);
}

/** One item of a list editor: its fields under a numbered legend ("Image 2", "Video 3"…). */
export function ListItem( { legend, children }: { legend: string; children: ReactNode } ) {
	return (
		<fieldset className="vitrine-image-list__item">
			<legend>{ legend }</legend>
			{ children }
		</fieldset>
	);
}
