/**
 * rich-text's filter: nodes (or an HTML string) become HTML holding only the framework's tags, each with
 * class, style and its own listed attributes. DOMPurify does the cleaning, so scripts, event-handler
 * attributes and script URLs never survive; unknown tags go with their children, as in the framework.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { ALWAYS_ALLOWED, TAGS } from './tags.ts';

const allowedTags = Object.keys(TAGS);
const allowedAttrs = [...new Set([...ALWAYS_ALLOWED, ...Object.values(TAGS).flat()])];

export interface RichTextNode {
  type?: 'node' | 'text';
  name?: string;
  attrs?: Record<string, unknown>;
  children?: RichTextNode[];
  text?: string;
}

/** Values that could run script somewhere: script URLs anywhere, and the old engines' CSS hooks. */
const scripted = /javascript:|vbscript:|expression\(|behavior:|-moz-binding/i;
/** Browsers ignore whitespace and control characters inside a URL scheme. */
const compact = (value: string) => value.replace(/[\s\u0000-\u001f]/g, '');
/** The only data URLs kept: images, in an img's src. */
const imageData = /^data:image\/(?:png|jpe?g|gif|webp|bmp);/i;

const config = { ALLOWED_TAGS: [...allowedTags, '#text'], ALLOWED_ATTR: allowedAttrs, KEEP_CONTENT: false, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false };

/**
 * A DOMPurify instance of our own, so its hooks touch nobody else's. It must pass a probe first: DOMPurify
 * relies on standard DOM getters, and where the DOM bends them (test DOMs) it could keep a script. An
 * instance that fails the probe is never used, and rich-text then renders nothing. One per window, made at
 * its first use there and kept with it (a kept instance must not outlive its window, nor serve another):
 * making and probing it cost about as much as the cleaning of a paragraph.
 */
const instances = new WeakMap<Window, DOMPurify>();

function purify(): DOMPurify {
  const kept = instances.get(window);
  if (kept) return kept;
  const instance = createDOMPurify(window);
  instance.setConfig(config);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const own = TAGS[node.nodeName.toLowerCase()] ?? [];
    if (!ALWAYS_ALLOWED.includes(data.attrName) && !own.includes(data.attrName)) data.keepAttr = false;
    const value = compact(data.attrValue);
    if (scripted.test(value)) data.keepAttr = false;
    if (/^data:/i.test(value) && !(data.attrName === 'src' && imageData.test(value))) data.keepAttr = false;
  });
  if (clean(instance, '<p onclick="x()">a</p><script>b()</script><x-y>c</x-y>') !== '<p>a</p>') throw new Error('rich-text: the HTML sanitizer does not work in this DOM');
  instances.set(window, instance);
  return instance;
}

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Nodes → HTML. Text keeps its entities (the framework decodes them); markup in text stays text. A node
 * whose tag the framework does not list goes here, with its children, as the framework drops it: written
 * out, a script, iframe or svg would be parsed back by other rules (raw text, foreign content) and take
 * its siblings' markup with it.
 */
export function nodesToHtml(nodes: RichTextNode[]): string {
  return nodes.map((node) => {
    if (node.type === 'text') return escapeText(String(node.text ?? ''));
    const name = String(node.name ?? '').toLowerCase();
    if (!Object.hasOwn(TAGS, name)) return '';
    const attrs = Object.entries(node.attrs ?? {})
      .filter(([key]) => /^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/.test(key))
      .map(([key, value]) => ` ${key}="${escapeAttr(String(value))}"`)
      .join('');
    return `<${name}${attrs}>${nodesToHtml(node.children ?? [])}</${name}>`;
  }).join('');
}

/**
 * Cleans until the result is stable: one pass suffices in browsers, but some DOM implementations skip a
 * node's next sibling after removing it, and a second pass catches what slipped through.
 */
function clean(instance: DOMPurify, html: string): string {
  let current = html;
  for (let pass = 0; pass < 10; pass++) {
    const next = instance.sanitize(current);
    if (next === current) return next;
    current = next;
  }
  return current;
}

/** Markup that must never survive, whatever the DOM did while cleaning: the last gate fails closed. */
const forbidden = /<\s*\/?\s*(script|style|svg|math|template|iframe|object|embed|noscript)\b|<[^>]*\son[a-z]+\s*=|<[^>]*(javascript|vbscript):/i;

export function sanitize(html: string): string {
  const cleaned = clean(purify(), html);
  return forbidden.test(cleaned) ? '' : cleaned;
}

/** Never throws: where the sanitizer cannot be trusted, or cannot parse the markup, nothing renders. */
export function toSafeHtml(nodes: RichTextNode[] | string | undefined): string {
  if (nodes === undefined || nodes === null) return '';
  try {
    return sanitize(typeof nodes === 'string' ? nodes : nodesToHtml(Array.isArray(nodes) ? nodes : []));
  } catch {
    return '';
  }
}
