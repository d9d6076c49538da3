/**
 * A renderer keeps its own objects on the elements it draws as own enumerable properties (React's
 * `__reactFiber$…` and `__reactProps$…`), so JSON.stringify of an element the app drew walks the app's whole
 * renderer tree. allure-vitest's matcher steps formatted every value looked at that way (they are off now:
 * matcher-steps.ts), as does any reporter that writes a value as JSON, and in Node 20 that walk could abort
 * V8 itself (`V8_Fatal` in JsonStringify): the worker died and the failure's message was lost. Nodes
 * stringify as "{}", what a browser gives for an undecorated node.
 */
export function stringifyNodesAsBrowsersDo(): void {
  const { prototype } = globalThis.Node;
  if (Object.hasOwn(prototype, 'toJSON')) return;
  Object.defineProperty(prototype, 'toJSON', { value: () => ({}), configurable: true, writable: true });
}
