/**
 * Two browser features happy-dom lacks and the runtime reads: `document.execCommand('copy')`, which
 * setClipboardData copies with, and `navigator.vibrate`, whose presence the runtime checks once when it
 * loads (tests then stub it to observe calls). Given here as a browser has them; real browsers are left
 * untouched.
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
  if (typeof navigator.vibrate !== 'function') {
    Object.defineProperty(navigator, 'vibrate', { configurable: true, writable: true, value: () => true });
  }
}
