import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, Placeholder } from '@wordpress/components';
import { RangeControl, SelectControl, TextControl, TextareaControl } from '../../src/editor/controls';
import { __ } from '@wordpress/i18n';
import { ServerPreview } from '../../src/editor/server-preview';
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

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const blockProps = useBlockProps();
	const urlControl = (
		<TextControl
			label={ __( 'Post address', 'vitrine' ) }
			help={ `${ __( 'The address of one post on', 'vitrine' ) } ${ NETWORKS }.` }
			type="url"
			value={ attributes.url }
			onChange={ ( url ) => setAttributes( { url: url.trim() } ) }
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
						value={ attributes.text }
						onChange={ ( text ) => setAttributes( { text } ) }
					/>
					<TextControl
						label={ __( 'Author', 'vitrine' ) }
						value={ attributes.author }
						onChange={ ( author ) => setAttributes( { author } ) }
					/>
				</PanelBody>
				<PanelBody title={ __( 'Consent and size', 'vitrine' ) }>
					<SelectControl
						label={ __( 'Cookie category', 'vitrine' ) }
						help={ __(
							'The post loads by itself for visitors who accepted this category; others can load it with a click.',
							'vitrine'
						) }
						value={ attributes.category }
						options={ [
							{ label: __( 'Functional', 'vitrine' ), value: 'functional' },
							{ label: __( 'Analytics', 'vitrine' ), value: 'analytics' },
							{ label: __( 'Performance', 'vitrine' ), value: 'performance' },
							{ label: __( 'Advertisement', 'vitrine' ), value: 'advertisement' },
							{ label: __( 'Others', 'vitrine' ), value: 'others' },
						] }
						onChange={ ( category ) => setAttributes( { category: category as Category } ) }
					/>
					<RangeControl
						label={ __( 'Maximum width (px)', 'vitrine' ) }
						value={ attributes.maxWidth }
						min={ 240 }
						max={ 1200 }
						onChange={ ( maxWidth?: number ) => setAttributes( { maxWidth: maxWidth ?? 550 } ) }
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				{ attributes.url ? (
					// The server's placeholder, notices for bad addresses included; never the network's embed.
					<ServerPreview block="vitrine/social-embeds" attributes={ attributes } />
				) : (
					<Placeholder
						icon="share"
						label={ __( 'Social Embed', 'vitrine' ) }
						instructions={ __( 'Paste the address of a post.', 'vitrine' ) }
					>
						{ urlControl }
					</Placeholder>
				) }
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
