// @ts-check
/**
 * Files of the reference whose mutants try the reference's own tests before the suite's browser layer. Their code
 * runs when a page loads (the first paint's inline script, the shell's style and animation tables), so each of
 * their mutants is executed by every browser test: one that survives the unit layer would run the whole browser
 * layer (about 4 minutes on this 2-core machine) before the own tests that pin it. For these files a kill by the
 * own tests may hide one the browser layer would have made, so the suite's score of them is a lower bound
 * (`npm run mutation:summary` says so).
 */
export const OWN_FIRST = ['src/reference/shell/first-paint.ts', 'src/reference/shell/layout.ts', 'src/reference/shell/animations.ts'];

/** Whether a mutant of `fileName` (absolute, or from the root) tries the own tests first. */
export const ownFirst = (fileName) => OWN_FIRST.some((file) => fileName.replaceAll('\\', '/').endsWith(file));
