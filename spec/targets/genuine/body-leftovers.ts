/**
 * What a runtime appends to the body outside its app (popup roots, the clipboard's text field) goes with
 * the page in a browser; a unit-face launch ends the same way. Call when a launch starts; the returned
 * function removes what was added since, leaving the element that holds `container`.
 */
export function bodyLeftovers(): (container: Element) => void {
  const before = new Set(document.body.children);
  return (container) => {
    for (const el of [...document.body.children]) if (!before.has(el) && !el.contains(container)) el.remove();
  };
}
