<?php
/**
 * /widgets/code-highlight/: JavaScript (light, with a title), PHP (dark) and plain text.
 */

defined( 'ABSPATH' ) || exit;

$vitrine_js  = "// Debounce: run fn once calls stop for `wait` ms.\nexport function debounce( fn, wait = 200 ) {\n\tlet timer;\n\treturn ( ...args ) => {\n\t\tclearTimeout( timer );\n\t\ttimer = setTimeout( () => fn( ...args ), wait );\n\t};\n}\n\nconst save = debounce( () => console.log( 'saved' ), 300 );\nwindow.addEventListener( 'input', save );";
$vitrine_php = "<?php\n/** Adds a body class for pages with a hero. */\nadd_filter( 'body_class', function ( array \$classes ): array {\n\tif ( is_page() && has_block( 'vitrine/slides' ) ) {\n\t\t\$classes[] = 'has-hero';\n\t}\n\treturn \$classes;\n} );";
vitrine_seed_page(
	'widgets/code-highlight',
	'Code Highlight',
	vitrine_seed_paragraph( 'Highlighted code with line numbers; the Copy button copies the code and says so.' )
	. vitrine_seed_block( 'vitrine/code-highlight', array( 'code' => $vitrine_js, 'language' => 'javascript', 'title' => 'debounce.js' ) )
	. vitrine_seed_block( 'vitrine/code-highlight', array( 'code' => $vitrine_php, 'language' => 'php', 'theme' => 'dark' ) )
	. vitrine_seed_block( 'vitrine/code-highlight', array( 'code' => "Plain text is not highlighted\nbut keeps its line numbers.", 'language' => 'plain', 'lineNumbers' => true, 'copy' => false ) )
);
