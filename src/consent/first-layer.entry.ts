/**
 * Builds the consent stylesheet (build/consent/first-layer.css and its -rtl twin): the first layer,
 * the re-open tab and the embed placeholders. includes/Consent/FirstLayer.php links it in <head>,
 * versioned and cached, so it is there at first paint. No script: the first layer's behaviour is part
 * of the gate (first-layer.ts).
 */
import './first-layer.scss';
import './gate-parts.scss';
