import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

function Edit() {
	const blockProps = useBlockProps( { className: 'vitrine-cookie-declaration-block' } );
	return (
		<div { ...blockProps }>
			<p>
				<strong>{ __( 'Cookie declaration', 'vitrine' ) }</strong>
			</p>
			<p>
				{ __(
					'The site’s cookies by category show here: Vitrine’s own, those other plugins register, and those you confirm under Vitrine → Cookie consent → Cookie declaration.',
					'vitrine'
				) }
			</p>
		</div>
	);
}

registerBlockType( metadata as BlockConfiguration, { edit: Edit } );
