/**
 * The settings page's controls: the editor's binding kit (src/editor/bound.tsx) typed against the
 * saved option, so a key the option does not have is a compile error. SettingsApp binds them to the
 * option with <Bound>; a button's or a category's controls are bound to that one item.
 * docs/architecture.md, "Binding kit".
 */
import { boundControls } from '../../editor/bound';
import type { AdminButton, AdminCategory, AdminSettings, BlockingRule } from './types';

export const option = boundControls< AdminSettings >();
export const button = boundControls< AdminButton >();
export const category = boundControls< AdminCategory >();
export const rule = boundControls< BlockingRule >();
