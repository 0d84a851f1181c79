/** Types of make-zip.js for the TypeScript tests that build the release zip. */
export interface ZipResult {
	file: string;
	bytes: number;
	sha256: string;
}
export function makeZip( options?: { version?: string; outDir?: string } ): Promise< ZipResult >;
export function releaseFiles(): string[];
export const BUDGET_BYTES: number;
