/** Types of tools/playground.mjs for the TypeScript tests that start it. */
export interface Playground {
	/** Where it serves, without a trailing slash, e.g. http://127.0.0.1:9400. */
	url: string;
	/** How long it took from the call to the first served page being possible. */
	seconds: number;
	stop(): Promise< void >;
	/** What the CLI printed so far. */
	output(): string;
}
export const BLUEPRINT: string;
export function startPlayground( options?: {
	port?: number;
	timeoutMs?: number;
	log?: ( text: string ) => void;
	/** The PHP version Playground runs, e.g. '8.4' (8.2 unless told). */
	php?: string;
	/** More arguments for the CLI, as they are (e.g. '--mount=/host:/vfs'). */
	extraArgs?: string[];
	/** A blueprint file instead of blueprint.json. */
	blueprint?: string;
} ): Promise< Playground >;
