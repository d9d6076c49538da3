// @ts-check
/**
 * The reference's own tests (its choices the seed leaves open, beside the code they test): a test id or test
 * file path under src/. The suite runner tries them last; the kept result counts their kills apart.
 * @param {string} path a test file's path from the root, or a Vitest test id (`<file>#<name>`)
 */
export const isOwnTest = (path) => path.startsWith('src/');
