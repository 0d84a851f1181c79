/**
 * Imported before Prism's core: tells it not to highlight the whole page by itself on load (this
 * block highlights only its own code, once its handler runs).
 */
const scope = window as unknown as { Prism?: { manual?: boolean } };
scope.Prism = { ...scope.Prism, manual: true };
export {};
