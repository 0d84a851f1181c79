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
export function startPlayground( options?: { port?: number; timeoutMs?: number; log?: ( text: string ) => void } ): Promise< Playground >;
