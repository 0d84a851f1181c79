// WordPress's style, with lines up to 120 characters: type annotations make 80 too tight.
module.exports = { ...require( '@wordpress/prettier-config' ), printWidth: 120 };
