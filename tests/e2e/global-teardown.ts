import { newPhpProblems } from './php-log';

/** Fails the run when the pages it loaded made PHP log errors, warnings, notices or deprecations. */
export default async function globalTeardown(): Promise< void > {
	const problems = newPhpProblems();
	if ( problems.length ) {
		throw new Error(
			`PHP logged problems while the browser tests ran:\n${ problems.slice( 0, 20 ).join( '\n' ) }`
		);
	}
}
