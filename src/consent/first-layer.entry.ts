/**
 * Builds the first layer's stylesheet (build/consent/first-layer.css and its -rtl twin), which
 * includes/Consent/FirstLayer.php prints inline in <head>. No script: the first layer's behaviour is
 * part of the head gate (first-layer.ts).
 */
import './first-layer.scss';
