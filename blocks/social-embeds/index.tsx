import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { Bound, Settings, boundControls, type EditProps } from '../../src/editor/bound';
import { ServerPreview } from '../../src/editor/preview';
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

const { Text, Textarea, Range, Select } = boundControls< Attributes >( metadata );

function Edit( props: EditProps< Attributes > ) {
	const { attributes } = props;
	const blockProps = useBlockProps();
	const urlControl = (
		<Text
			name="url"
			label={ __( 'Post address', 'vitrine' ) }
			help={ `${ __( 'The address of one post on', 'vitrine' ) } ${ NETWORKS }.` }
			type="url"
			clean={ ( url ) => url.trim() }
		/>
	);
	return (
		<>
			<Settings { ...props }>
				<PanelBody title={ __( 'Post', 'vitrine' ) }>
					{ urlControl }
					<Textarea
						name="text"
						label={ __( 'Text shown before the post loads', 'vitrine' ) }
						help={ __(
							'An excerpt of the post: visitors read it without loading anything from the network.',
							'vitrine'
						) }
					/>
					<Text name="author" label={ __( 'Author', 'vitrine' ) } />
				</PanelBody>
				<PanelBody title={ __( 'Consent and size', 'vitrine' ) }>
					<Select
						name="category"
						label={ __( 'Cookie category', 'vitrine' ) }
						help={ __(
							'The post loads by itself for visitors who accepted this category; others can load it with a click.',
							'vitrine'
						) }
						options={ {
							functional: __( 'Functional', 'vitrine' ),
							analytics: __( 'Analytics', 'vitrine' ),
							performance: __( 'Performance', 'vitrine' ),
							advertisement: __( 'Advertisement', 'vitrine' ),
							others: __( 'Others', 'vitrine' ),
						} }
					/>
					<Range name="maxWidth" label={ __( 'Maximum width (px)', 'vitrine' ) } min={ 240 } max={ 1200 } />
				</PanelBody>
			</Settings>
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
					<Bound values={ attributes } set={ props.setAttributes }>
						{ urlControl }
					</Bound>
				</ServerPreview>
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
