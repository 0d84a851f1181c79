/**
 * The popups' stylesheet (handle vitrine-builder-popup-frontend), enqueued only on pages that print a
 * popup. The behaviour is the builder runtime's lazy `popup` handler, not this entry.
 */
import './popup.scss';
