/**
 * What the server tells the runtime: the mode and debug flag, printed as
 * <script id="vitrine-runtime" type="application/json">{"mode":"live","debug":false}</script>
 * next to the breakpoints. The block editor sets its own mode ('edit').
 */
import { readSettingsScript } from '../../shared/settings';
import type { Mode } from './types';

export interface RuntimeConfig {
	mode: Mode;
	debug: boolean;
}

const MODES: readonly Mode[] = [ 'live', 'preview', 'edit' ];

export function readConfig( doc: Document = document ): RuntimeConfig {
	const raw = readSettingsScript( 'vitrine-runtime', doc ) ?? {};
	const mode = MODES.includes( raw.mode as Mode ) ? ( raw.mode as Mode ) : 'live';
	return { mode, debug: raw.debug === true };
}
