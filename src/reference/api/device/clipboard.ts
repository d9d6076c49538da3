/** The system clipboard: the async Clipboard API, or a selected textarea and execCommand where it is missing. */
export async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;top:0;left:0;opacity:0';
  document.body.append(area);
  area.select();
  const copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}

export async function readClipboard(): Promise<string> {
  if (!navigator.clipboard?.readText) throw new Error('clipboard unavailable');
  return navigator.clipboard.readText();
}
