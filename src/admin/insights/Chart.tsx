/**
 * A per-day line chart drawn by uPlot (docs/insights.md, "Why uPlot"): a canvas, so it is hidden
 * from assistive technology; the data table beside it says the same in words. Its own legend
 * (a list with each line's colour) replaces uPlot's, which is a table without header cells.
 */
import { useEffect, useRef } from '@wordpress/element';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface Line {
	label: string;
	values: number[];
	colour: string;
	dashed?: boolean;
}

interface Props {
	days: string[];
	lines: Line[];
}

const HEIGHT = 260;

const time = ( day: string ) => Date.UTC( +day.slice( 0, 4 ), +day.slice( 5, 7 ) - 1, +day.slice( 8, 10 ) ) / 1000;

export function Chart( { days, lines }: Props ) {
	const box = useRef< HTMLDivElement >( null );
	useEffect( () => {
		const el = box.current;
		if ( ! el ) {
			return;
		}
		const plot = new uPlot(
			{
				width: Math.max( 200, el.clientWidth ),
				height: HEIGHT,
				tzDate: ( ts ) => uPlot.tzDate( new Date( ts * 1000 ), 'Etc/UTC' ),
				legend: { show: false },
				cursor: { drag: { x: false, y: false } },
				scales: { y: { range: ( _u, _min, max ) => [ 0, Math.max( 1, max ) ] } },
				axes: [
					{},
					{ values: ( _u, ticks ) => ticks.map( ( t ) => ( Number.isInteger( t ) ? String( t ) : '' ) ) },
				],
				series: [
					{},
					...lines.map( ( line ) => ( {
						label: line.label,
						stroke: line.colour,
						width: 2,
						dash: line.dashed ? [ 6, 4 ] : undefined,
						points: { show: days.length <= 31 },
					} ) ),
				],
			},
			[ days.map( time ), ...lines.map( ( line ) => line.values ) ],
			el
		);
		const observer = new ResizeObserver( () =>
			plot.setSize( { width: Math.max( 200, el.clientWidth ), height: HEIGHT } )
		);
		observer.observe( el );
		return () => {
			observer.disconnect();
			plot.destroy();
		};
	}, [ days, lines ] );
	return (
		<figure className="vitrine-insights__chart">
			<div ref={ box } aria-hidden="true" />
			<ul className="vitrine-insights__legend">
				{ lines.map( ( line ) => (
					<li key={ line.label }>
						<span
							className={ 'vitrine-insights__swatch' + ( line.dashed ? ' is-dashed' : '' ) }
							style={ { borderColor: line.colour } }
						/>
						{ line.label }
					</li>
				) ) }
			</ul>
		</figure>
	);
}
