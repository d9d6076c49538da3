/** What a user can see, for either face's DOM. */

/**
 * Whether the user can see `el`: it is in the document, and neither it nor an ancestor is hidden,
 * `display: none`, `visibility: hidden` or fully transparent. A runtime may keep a closed popup or a covered
 * page in the document, hidden.
 */
export function isShown(el: Element): boolean {
  // Out of the document nothing shows (a runtime may load a picture in an element it appends later).
  if (!el.isConnected) return false;
  for (let node: Element | null = el; node; node = node.parentElement) {
    if ((node as HTMLElement).hidden) return false;
    const style = getComputedStyle(node);
    // Fully transparent is unseen too: a runtime may fade a popup out and keep it in the document.
    if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return false;
  }
  return true;
}
