/**
 * One condition or trigger: a toggle that sets it (its `enabled` switch) and, when set, its fields.
 */
import { ToggleControl } from '../../../editor/controls';
import type { ReactNode } from 'react';
import { usePart, type Meta } from './meta';

export function Part( props: {
	group: 'timing' | 'triggers';
	name: string;
	label: string;
	defaults: Meta;
	children?: ( part: Meta, set: ( change: Meta ) => void ) => ReactNode;
} ) {
	const [ part, set ] = usePart( props.group, props.name );
	const on = Object.keys( part ).length > 0 && part.enabled !== false;
	return (
		<div className="vitrine-popups-part">
			<ToggleControl
				label={ props.label }
				checked={ on }
				onChange={ ( checked: boolean ) => set( { ...props.defaults, ...part, enabled: checked } ) }
			/>
			{ on && props.children && (
				<div className="vitrine-popups-part__fields">{ props.children( part, set ) }</div>
			) }
		</div>
	);
}
