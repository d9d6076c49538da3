// @ts-check
/** The suite's two layers by file name: Vitest's `*.test.*` and Playwright's `*.spec.*`. */

/** @param {string} path a test file's path, or a glob naming one */
export const isUnitTestFile = (path) => /\.test\.[cm]?[jt]sx?$/.test(path);
/** @param {string} path a test file's path, or a glob naming one */
export const isBrowserTestFile = (path) => /\.spec\.[cm]?[jt]sx?$/.test(path);
