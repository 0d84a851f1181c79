<?php
// What @wordpress/scripts would write for view.js if it imported `@vitrine/runtime` (docs/builder.md).
return array(
	'dependencies' => array( 'vitrine-builder-runtime' ),
	'version'      => '1.0.0',
);
