/**
 * What the classic (PHP-rendered) Vitrine settings screens share (docs/admin.md, "Settings
 * forms"): their stylesheets (the cards of Demo and data among them), and country codes (`[data-vitrine-country]`, the clicks report and
 * the affiliate country → store editor) named in the reader's language.
 */
import { countryName } from './country-names';
import './settings-screens.scss';
import './admin-cards.scss';

const locale = document.documentElement.lang || navigator.language;
for ( const element of document.querySelectorAll< HTMLElement >( '[data-vitrine-country]' ) ) {
	const code = element.dataset.vitrineCountry ?? '';
	const name = countryName( code, locale );
	element.textContent = name === code.toUpperCase() ? name : `${ name } (${ code.toUpperCase() })`;
}
