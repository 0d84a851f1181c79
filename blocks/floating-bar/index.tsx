import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { Warning } from '../../src/editor/notice';
import { __ } from '@wordpress/i18n';
import { Settings, boundControls, type EditProps } from '../../src/editor/bound';
import metadata from './block.json';
import './style.scss';

type Attributes = {
	position: 'top' | 'bottom';
	message: string;
	ctaLabel: string;
	ctaUrl: string;
	dismissible: boolean;
	dismissDays: number;
};

const { Text, Toggle, Range, Select } = boundControls< Attributes >( metadata );

function Edit( props: EditProps< Attributes > ) {
	const { attributes } = props;
	const blockProps = useBlockProps( { className: `vitrine-floating-bar is-position-${ attributes.position }` } );
	return (
		<>
			<Settings { ...props } title={ __( 'Floating bar', 'vitrine' ) }>
				<Select
					name="position"
					label={ __( 'Position', 'vitrine' ) }
					options={ {
						bottom: __( 'Bottom of the window', 'vitrine' ),
						top: __( 'Top of the window', 'vitrine' ),
					} }
				/>
				<Text name="message" label={ __( 'Message', 'vitrine' ) } />
				<Text name="ctaLabel" label={ __( 'Button label', 'vitrine' ) } />
				<Text name="ctaUrl" label={ __( 'Button link', 'vitrine' ) } type="url" />
				<Toggle name="dismissible" label={ __( 'Visitors can dismiss it', 'vitrine' ) } />
				{ attributes.dismissible && (
					<Range
						name="dismissDays"
						label={ __( 'Remember the dismissal for (days)', 'vitrine' ) }
						min={ 1 }
						max={ 365 }
					/>
				) }
			</Settings>
			<div { ...blockProps }>
				{ ! attributes.message.trim() && (
					<Warning>{ __( 'Write a message; visitors see nothing until then.', 'vitrine' ) }</Warning>
				) }
				<p className="vitrine-floating-bar__message">{ attributes.message }</p>
				{ attributes.ctaLabel && (
					<span className="vitrine-floating-bar__cta wp-element-button">{ attributes.ctaLabel }</span>
				) }
			</div>
		</>
	);
}

registerBlockType( metadata as BlockConfiguration< Attributes >, { edit: Edit } );
