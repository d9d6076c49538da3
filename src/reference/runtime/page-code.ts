/**
 * A page's code, loaded on demand as the framework loads each page's chunk: an ES module at the page's
 * `code` url whose default export is the text the page shows. Used by the shell and by preloadPage.
 */
export function loadPageCode(url: string): Promise<string> {
  return import(/* @vite-ignore */ url).then((mod: { default: unknown }) => String(mod.default));
}
