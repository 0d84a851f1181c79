// Types for the parts of Prism and lottie-web that the media widgets import by file path.
declare module 'prismjs/components/prism-core' {
	type Grammar = Record< string, unknown >;
	const Prism: {
		manual?: boolean;
		languages: Record< string, Grammar | undefined >;
		highlight( text: string, grammar: Grammar, language: string ): string;
	};
	export default Prism;
}
declare module 'prismjs/components/*';
