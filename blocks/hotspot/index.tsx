import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InspectorControls, MediaUpload, MediaUploadCheck, useBlockProps } from '@wordpress/block-editor';
import { Button, PanelBody } from '@wordpress/components';
import { RangeControl, SelectControl, TextControl, TextareaControl } from '../../src/editor/controls';
import { __, sprintf } from '@wordpress/i18n';
import metadata from './block.json';
import './style.scss';

type Spot = { x: number; y: number; label: string; text: string; url: string };
type Attributes = {
	imageId: number;
	imageUrl: string;
	caption: string;
	trigger: 'click' | 'hover';
	spots: Spot[];
};

function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const blockProps = useBlockProps( { className: 'vitrine-hotspot-editor' } );
	const { spots } = attributes;
	const update = ( index: number, patch: Partial< Spot > ) =>
		setAttributes( { spots: spots.map( ( s, i ) => ( i === index ? { ...s, ...patch } : s ) ) } );
	// A click on the preview image adds a point there.
	const addAt = ( event: React.MouseEvent< HTMLImageElement > ) => {
		const rect = event.currentTarget.getBoundingClientRect();
		const x = Math.round( ( ( event.clientX - rect.left ) / rect.width ) * 1000 ) / 10;
		const y = Math.round( ( ( event.clientY - rect.top ) / rect.height ) * 1000 ) / 10;
		setAttributes( { spots: [ ...spots, { x, y, label: '', text: '', url: '' } ] } );
	};
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Image', 'vitrine' ) }>
					<MediaUploadCheck>
						<MediaUpload
							allowedTypes={ [ 'image' ] }
							value={ attributes.imageId }
							onSelect={ ( media: { id: number; url: string } ) =>
								setAttributes( { imageId: media.id, imageUrl: media.url } )
							}
							render={ ( { open }: { open: () => void } ) => (
								<Button variant="secondary" onClick={ open }>
									{ attributes.imageId
										? __( 'Change image', 'vitrine' )
										: __( 'Choose image', 'vitrine' ) }
								</Button>
							) }
						/>
					</MediaUploadCheck>
					<TextControl
						label={ __( 'Caption', 'vitrine' ) }
						value={ attributes.caption }
						onChange={ ( caption ) => setAttributes( { caption } ) }
					/>
					<SelectControl
						label={ __( 'Open tooltips on', 'vitrine' ) }
						value={ attributes.trigger }
						options={ [
							{ label: __( 'Click', 'vitrine' ), value: 'click' },
							{ label: __( 'Hover (and focus)', 'vitrine' ), value: 'hover' },
						] }
						onChange={ ( trigger ) => setAttributes( { trigger: trigger as Attributes[ 'trigger' ] } ) }
					/>
				</PanelBody>
				{ spots.map( ( spot, index ) => (
					<PanelBody
						key={ index }
						title={
							spot.label ||
							sprintf( /* translators: %d: number. */ __( 'Point %d', 'vitrine' ), index + 1 )
						}
						initialOpen={ false }
					>
						<TextControl
							label={ __( 'Label', 'vitrine' ) }
							value={ spot.label }
							onChange={ ( label ) => update( index, { label } ) }
						/>
						<TextareaControl
							label={ __( 'Text', 'vitrine' ) }
							value={ spot.text }
							onChange={ ( text ) => update( index, { text } ) }
						/>
						<TextControl
							label={ __( 'Link (optional)', 'vitrine' ) }
							value={ spot.url }
							onChange={ ( url ) => update( index, { url } ) }
						/>
						<RangeControl
							label={ __( 'Left (%)', 'vitrine' ) }
							value={ spot.x }
							min={ 0 }
							max={ 100 }
							step={ 0.5 }
							onChange={ ( x?: number ) => update( index, { x: x ?? 50 } ) }
						/>
						<RangeControl
							label={ __( 'Top (%)', 'vitrine' ) }
							value={ spot.y }
							min={ 0 }
							max={ 100 }
							step={ 0.5 }
							onChange={ ( y?: number ) => update( index, { y: y ?? 50 } ) }
						/>
						<Button
							variant="link"
							isDestructive
							onClick={ () => setAttributes( { spots: spots.filter( ( _, i ) => i !== index ) } ) }
						>
							{ __( 'Remove point', 'vitrine' ) }
						</Button>
					</PanelBody>
				) ) }
			</InspectorControls>
			<div { ...blockProps }>
				{ attributes.imageUrl ? (
					<div className="vitrine-hotspot__canvas">
						{ /* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- points are also added and moved in the sidebar. */ }
						<img src={ attributes.imageUrl } alt="" className="vitrine-hotspot__image" onClick={ addAt } />
						{ spots.map( ( spot, index ) => (
							<div
								key={ index }
								className="vitrine-hotspot__spot"
								style={ { left: `${ spot.x }%`, top: `${ spot.y }%` } }
							>
								<span className="vitrine-hotspot__point" />
							</div>
						) ) }
						<p>{ __( 'Click the image to add a point.', 'vitrine' ) }</p>
					</div>
				) : (
					<p>{ __( 'Choose an image in the sidebar.', 'vitrine' ) }</p>
				) }
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
