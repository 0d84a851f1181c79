/**
 * One category's part of the cookie declaration, in the settings modal (the same as the block). Each
 * cell carries its column's name (data-label): where the table is narrow its rows stack, one value a
 * line with its name beside it (consent-ui.scss).
 */
import type { DeclarationData } from '../core/declaration';

export function DeclarationTable( { data, slug, caption }: { data: DeclarationData; slug: string; caption: string } ) {
	const cookies = data.categories.find( ( g ) => g.slug === slug )?.cookies ?? [];
	if ( ! cookies.length ) {
		return null;
	}
	const l = data.labels;
	const or = ( value: string ) => ( value !== '' ? value : l.unknown );
	return (
		<table className="vitrine-consent-declaration">
			<caption>{ caption }</caption>
			<thead>
				<tr>
					<th scope="col">{ l.name }</th>
					<th scope="col">{ l.provider }</th>
					<th scope="col">{ l.purpose }</th>
					<th scope="col">{ l.retention }</th>
					<th scope="col">{ l.type }</th>
				</tr>
			</thead>
			<tbody>
				{ cookies.map( ( c ) => (
					<tr key={ `${ c.type }:${ c.name }` }>
						<th scope="row">
							<code>{ c.name }</code>
						</th>
						<td data-label={ l.provider }>{ or( c.provider ) }</td>
						<td data-label={ l.purpose }>{ or( c.purpose ) }</td>
						<td data-label={ l.retention }>{ or( c.retention ) }</td>
						<td data-label={ l.type }>{ data.types[ c.type ] ?? c.type }</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}
