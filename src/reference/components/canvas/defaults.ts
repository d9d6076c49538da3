/** `<canvas>`'s size (px) until the element has one of its own. */
export const DEFAULT_SIZE = { width: 300, height: 150 };
