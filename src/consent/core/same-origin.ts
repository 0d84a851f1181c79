/** Whether an address (absolute or relative to `base`) is on the same origin as `base`. */
export function sameOrigin( url: string, base: string ): boolean {
	try {
		return new URL( url, base ).origin === new URL( base ).origin;
	} catch {
		return false;
	}
}
