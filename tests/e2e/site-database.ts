/**
 * Which database the site under test runs on, as tools/lib.sh decides it: VITRINE_DB when set,
 * otherwise SQLite on the dev stack and MariaDB on the production stack and the cluster. The specs
 * that build a SQLite site of their own run once, on SQLite (docs/quality.md, "What each CI leg runs").
 */
export function siteDatabase( env: NodeJS.ProcessEnv = process.env ): 'sqlite' | 'mariadb' {
	if ( env.VITRINE_DB === 'sqlite' || env.VITRINE_DB === 'mariadb' ) {
		return env.VITRINE_DB;
	}
	return ( env.VITRINE_STACK ?? 'dev' ) === 'dev' ? 'sqlite' : 'mariadb';
}
