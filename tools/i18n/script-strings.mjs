/**
 * The translatable calls of one TypeScript/JavaScript file, read with the TypeScript parser (a
 * devDependency already): __(), _x(), _n(), _nx() from @wordpress/i18n, with their literal arguments
 * and the translators comment that precedes the call or the expression it is part of.
 */
import ts from 'typescript';

const FUNCTIONS = new Set( [ '__', '_x', '_n', '_nx' ] );

/** A literal string argument ('a', `a`, 'a' + 'b'), or null. */
function literal( node ) {
	if ( ts.isStringLiteral( node ) || ts.isNoSubstitutionTemplateLiteral( node ) ) {
		return node.text;
	}
	if ( ts.isBinaryExpression( node ) && node.operatorToken.kind === ts.SyntaxKind.PlusToken ) {
		const left = literal( node.left );
		const right = literal( node.right );
		return left !== null && right !== null ? left + right : null;
	}
	if ( ts.isParenthesizedExpression( node ) ) {
		return literal( node.expression );
	}
	return null;
}

/**
 * The name a call is made with: `__()`, `i18n.__()`, and in built files `(0, o.__)()`, the way
 * webpack calls an imported function.
 */
function calleeName( expression ) {
	if ( ts.isIdentifier( expression ) ) {
		return expression.text;
	}
	if ( ts.isPropertyAccessExpression( expression ) && ts.isIdentifier( expression.expression ) ) {
		return expression.name.text;
	}
	if ( ts.isParenthesizedExpression( expression ) ) {
		const inner = expression.expression;
		if ( ts.isBinaryExpression( inner ) && inner.operatorToken.kind === ts.SyntaxKind.CommaToken ) {
			return calleeName( inner.right );
		}
	}
	return null;
}

/** The nearest translators comment before the call, looking through its enclosing expressions. */
function translatorsComment( node, text ) {
	for ( let current = node, depth = 0; current && depth < 6; current = current.parent, depth++ ) {
		const ranges = ts.getLeadingCommentRanges( text, current.getFullStart() ) ?? [];
		const found = ranges
			.map( ( r ) => text.slice( r.pos, r.end ) )
			.reverse()
			.find( ( c ) => /translators:/i.test( c ) );
		if ( found ) {
			return found;
		}
		if ( ts.isStatement( current ) ) {
			break;
		}
	}
	return null;
}

export function extractScript( file, text ) {
	let kind = file.endsWith( 'x' ) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
	kind = file.endsWith( '.js' ) ? ts.ScriptKind.JS : kind;
	const source = ts.createSourceFile( file, text, ts.ScriptTarget.Latest, true, kind );
	const calls = [];
	const visit = ( node ) => {
		if ( ts.isCallExpression( node ) ) {
			const fn = calleeName( node.expression );
			if ( fn && FUNCTIONS.has( fn ) ) {
				calls.push( {
					file,
					line: source.getLineAndCharacterOfPosition( node.getStart( source ) ).line + 1,
					fn,
					args: node.arguments.map( literal ),
					comment: translatorsComment( node, text ),
				} );
			}
		}
		ts.forEachChild( node, visit );
	};
	visit( source );
	return calls;
}
