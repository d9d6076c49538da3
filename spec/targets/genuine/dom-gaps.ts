/**
 * Browser features happy-dom lacks and the genuine runtimes read: `document.execCommand('copy')`, which
 * setClipboardData copies with; `navigator.vibrate`, whose presence the runtime checks once when it loads
 * (tests then stub it to observe calls); the root element's `clientWidth`, which happy-dom (no layout)
 * leaves 0 and the runtime takes the window width from; the natural size of an <img> not rendered, as its
 * width and height; a text field's select() focusing it, as Chromium's does. Given here as a browser has
 * them; real browsers are left untouched.
 */
export function installDomGaps(): void {
  if (typeof document.execCommand !== 'function') {
    document.execCommand = (command: string) => {
      if (command.toLowerCase() !== 'copy') return false;
      const field = document.activeElement as HTMLInputElement | HTMLTextAreaElement | null;
      const text = field && 'value' in field ? field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? field.value.length) : String(document.getSelection() ?? '');
      void navigator.clipboard?.writeText(text);
      return true;
    };
  }
  if (document.documentElement.clientWidth === 0) {
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, get: () => window.innerWidth });
  }
  // An <img> that is not rendered reports its natural size as its width and height (the image reads them
  // when its off-document <img> has loaded); happy-dom answers the attribute or 0.
  const image = HTMLImageElement.prototype as HTMLImageElement & { __uniNaturalSize?: boolean };
  if (!image.__uniNaturalSize) {
    for (const [key, natural] of [['width', 'naturalWidth'], ['height', 'naturalHeight']] as const) {
      const own = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, key);
      if (!own?.get) continue;
      Object.defineProperty(HTMLImageElement.prototype, key, {
        configurable: true,
        get(this: HTMLImageElement) { return this.hasAttribute(key) || this.isConnected ? own.get!.call(this) : (this[natural] || 0); },
        set(this: HTMLImageElement, value: number) { own.set?.call(this, value); },
      });
    }
    image.__uniNaturalSize = true;
  }
  // Chromium's select() on a text field also focuses it (without moving the selection), so the copy command
  // that follows copies that field's text; happy-dom's select() leaves the focus where it was.
  for (const field of [HTMLInputElement.prototype, HTMLTextAreaElement.prototype] as (HTMLElement & { select(): void; __uniFocusOnSelect?: boolean })[]) {
    if (field.__uniFocusOnSelect) continue;
    const select = field.select;
    field.select = function (this: HTMLInputElement) {
      select.call(this);
      this.focus();
    };
    field.__uniFocusOnSelect = true;
  }
  // Only where the page has none at all: a test that set it to undefined stands for a browser without it.
  if (!('vibrate' in navigator)) {
    Object.defineProperty(navigator, 'vibrate', { configurable: true, writable: true, value: () => true });
  }
}
