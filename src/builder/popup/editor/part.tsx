/**
 * One condition or trigger: a toggle that sets it (its `enabled` switch) and, when set, its fields,
 * bound to the part with the binding kit (src/editor/bound.tsx). `children` gets the part's values
 * for what shows only with some of them.
 */
import { Bound } from '../../../editor/bound';
import { ToggleControl } from '../../../editor/controls';
import type { ReactNode } from 'react';
import { usePart } from './meta';

export type PartProps< F > = {
	group: 'timing' | 'triggers';
	name: string;
	label: string;
	defaults: F;
	children?: ( part: F ) => ReactNode;
};

export function Part< F extends { enabled?: boolean } >( props: PartProps< F > ) {
	const [ stored, set ] = usePart( props.group, props.name );
	const part = stored as F;
	const on = Object.keys( part ).length > 0 && part.enabled !== false;
	return (
		<div className="vitrine-popups-part">
			<ToggleControl
				label={ props.label }
				checked={ on }
				onChange={ ( checked: boolean ) => set( { ...props.defaults, ...part, enabled: checked } ) }
			/>
			{ on && props.children && (
				<div className="vitrine-popups-part__fields">
					<Bound values={ part } set={ set }>
						{ props.children( part ) }
					</Bound>
				</div>
			) }
		</div>
	);
}
