/**
 * One animation-frame loop shared by every motion element on the page: tasks ask for the next frame,
 * and in that frame every task's read runs before any task's write, so geometry reads never follow a
 * style write (no forced synchronous layout), however many elements animate.
 */
export interface FrameTask {
	read?: () => void;
	write: () => void;
}

const pending = new Set< FrameTask >();
let frame = 0;

function flush(): void {
	frame = 0;
	const tasks = Array.from( pending );
	pending.clear();
	tasks.forEach( ( task ) => task.read?.() );
	tasks.forEach( ( task ) => task.write() );
}

/** Runs the task in the next shared frame (once, however often it is asked). */
export function schedule( task: FrameTask ): void {
	pending.add( task );
	frame ||= window.requestAnimationFrame( flush );
}

export function unschedule( task: FrameTask ): void {
	pending.delete( task );
	if ( pending.size === 0 && frame ) {
		window.cancelAnimationFrame( frame );
		frame = 0;
	}
}
