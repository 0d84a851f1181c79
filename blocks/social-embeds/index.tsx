import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { RangeControl, SelectControl, TextControl, TextareaControl } from '../../src/editor/controls';
import { bind, type EditProps } from '../../src/editor/bind';
import { ServerPreview } from '../../src/editor/preview';
import { __ } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

type Category = 'functional' | 'analytics' | 'performance' | 'advertisement' | 'others';
type Attributes = {
	url: string;
	author: string;
	text: string;
	category: Category;
	maxWidth: number;
};

const NETWORKS = 'X (Twitter), Instagram, Facebook, YouTube, TikTok, Pinterest';

function Edit( { attributes, setAttributes }: EditProps< Attributes > ) {
	const blockProps = useBlockProps();
	const bound = bind( attributes, setAttributes );
	const urlControl = (
		<TextControl
			label={ __( 'Post address', 'vitrine' ) }
			help={ `${ __( 'The address of one post on', 'vitrine' ) } ${ NETWORKS }.` }
			type="url"
			{ ...bound.text( 'url', ( url ) => url.trim() ) }
		/>
	);
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Post', 'vitrine' ) }>
					{ urlControl }
					<TextareaControl
						label={ __( 'Text shown before the post loads', 'vitrine' ) }
						help={ __(
							'An excerpt of the post: visitors read it without loading anything from the network.',
							'vitrine'
						) }
						{ ...bound.text( 'text' ) }
					/>
					<TextControl label={ __( 'Author', 'vitrine' ) } { ...bound.text( 'author' ) } />
				</PanelBody>
				<PanelBody title={ __( 'Consent and size', 'vitrine' ) }>
					<SelectControl
						label={ __( 'Cookie category', 'vitrine' ) }
						help={ __(
							'The post loads by itself for visitors who accepted this category; others can load it with a click.',
							'vitrine'
						) }
						options={ [
							{ label: __( 'Functional', 'vitrine' ), value: 'functional' },
							{ label: __( 'Analytics', 'vitrine' ), value: 'analytics' },
							{ label: __( 'Performance', 'vitrine' ), value: 'performance' },
							{ label: __( 'Advertisement', 'vitrine' ), value: 'advertisement' },
							{ label: __( 'Others', 'vitrine' ), value: 'others' },
						] }
						{ ...bound.select( 'category' ) }
					/>
					<RangeControl
						label={ __( 'Maximum width (px)', 'vitrine' ) }
						min={ 240 }
						max={ 1200 }
						{ ...bound.range( 'maxWidth', 550 ) }
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				{ /* The server's placeholder, notices for bad addresses included; never the network's embed. */ }
				<ServerPreview
					block="vitrine/social-embeds"
					attributes={ attributes }
					ready={ !! attributes.url }
					icon="share"
					label={ __( 'Social Embed', 'vitrine' ) }
					instructions={ __( 'Paste the address of a post.', 'vitrine' ) }
				>
					{ urlControl }
				</ServerPreview>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
