/**
 * The theme's script on every page: the header (menu, sub-menus, search, cart). Loaded deferred.
 */
import './style/theme.scss';
import { initHeader } from './header';

initHeader( document );
