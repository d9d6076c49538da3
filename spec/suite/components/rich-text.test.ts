import './happy-dom-shim.ts';
import { fireEvent } from '@testing-library/dom';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { part, uncaughtErrors, useMount } from '../../harness/unit.ts';
import { recorder } from './dom.ts';
import { xssCorpus } from './xss-corpus.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const mount = useMount();
/** The framework name the component mounts by. */
const component = v('comp.builtin.rich-text').name;
const { tags, alwaysAllowed } = v('comp.builtin.rich-text');

/** Script-capable URLs, ignoring the whitespace and control characters browsers skip; image data is inert. */
const SCRIPT_URL = /javascript:|vbscript:|^data:(?!image\/)/i;
const compact = (value: string) => value.replace(/[\s\u0000-\u001f]/g, '');

/**
 * The framework's own elements (custom elements such as a resize sensor a runtime adds beside the content)
 * are not parsed content: a custom element's name has a hyphen, which no tag of the list has, so none can
 * come from the content. Their attributes and their children are still checked like the content's.
 */
const ownElement = (name: string) => name.includes('-');

/** The element holding what the rich-text rendered (the part `rich-text`). */
const holder = (root: HTMLElement) => part('rich-text', root);

/** Every element the rich-text rendered from its nodes, in document order, without the framework's own. */
const rendered = (root: HTMLElement) => [...holder(root).querySelectorAll<HTMLElement>('*')].filter((el) => !ownElement(el.tagName.toLowerCase()));

/** The rendered elements of tag `name`, optionally with the class the content gave them. */
const tagged = (root: ParentNode, name: string, cls?: string) =>
  [...root.querySelectorAll<HTMLElement>('*')].filter((el) => el.tagName.toLowerCase() === name && (cls === undefined || el.getAttribute('class') === cls));

/** The one rendered element of tag `name` (and class `cls`); fails when the content rendered none. */
function one(root: HTMLElement, name: string, cls?: string): HTMLElement {
  const [found] = tagged(holder(root), name, cls).filter((el) => rendered(root).includes(el));
  expect(found, `no <${name}${cls ? ` class="${cls}"` : ''}> rendered`).toBeDefined();
  return found!;
}

/** Every way the rendered DOM could carry script; an empty list means none got through. */
function hazards(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const el of holder(root).querySelectorAll('*')) {
    const name = el.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'svg', 'math', 'style', 'link', 'meta', 'base', 'form', 'template'].includes(name)) found.push(`<${name}>`);
    if (!(name in tags) && !ownElement(name)) found.push(`unknown <${name}>`);
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name)) found.push(`${name}[${attr.name}]`);
      if (SCRIPT_URL.test(compact(attr.value))) found.push(`${name}[${attr.name}=${attr.value}]`);
      if (!alwaysAllowed.includes(attr.name as never) && !(tags[name] ?? []).includes(attr.name)) found.push(`${name}[${attr.name}] not allowed`);
    }
  }
  return found;
}

describe('rich-text rendering [comp.builtin.rich-text]', () => {
  it('renders an HTML string with the allowed tags, class and style', async () => {
    const { container } = await mount(component, { nodes: '<div class="a" style="color: red"><b>bold</b> and <i>it</i></div>' });
    const div = one(container, 'div', 'a');
    expect(div.getAttribute('style')).toContain('color');
    expect(tagged(div, 'b').map((b) => b.textContent)).toEqual(['bold']);
    expect(tagged(div, 'i').map((i) => i.textContent)).toEqual(['it']);
  });

  it('renders an array of nodes, with entity-decoded text and markup in text kept as text', async () => {
    const nodes = [
      { name: 'p', attrs: { class: 'para' }, children: [{ type: 'text', text: 'Tom &amp; Jerry &lt;3' }] },
      { type: 'text', text: '<b>not bold</b>' },
    ];
    const { container } = await mount(component, { nodes });
    expect(one(container, 'p', 'para').textContent).toBe('Tom & Jerry <3');
    expect(tagged(holder(container), 'b')).toEqual([]);
    expect(holder(container).textContent).toContain('<b>not bold</b>');
  });

  it('renders a node attribute value as given, with &, quotes and angle brackets, and sibling children in order', async () => {
    const value = 'Tom&Jerry "cat" <3>';
    const nodes = [{ name: 'p', attrs: { class: value }, children: [{ name: 'b', children: [{ type: 'text', text: 'one' }] }, { name: 'i', children: [{ type: 'text', text: 'two' }] }] }];
    const { container } = await mount(component, { nodes });
    const p = one(container, 'p');
    expect(p.getAttribute('class')).toBe(value);
    expect(p.textContent).toBe('onetwo');
  });

  it('keeps only the attributes listed for each tag', async () => {
    const { container } = await mount(component, {
      nodes: '<img src="a.png" alt="A" width="10" title="t" id="i"><ol start="3" type="a" reversed><li>x</li></ol><td colspan="2" align="left">c</td><span title="no" dir="rtl">s</span>',
    });
    const img = one(container, 'img');
    expect([...img.attributes].map((a) => a.name).sort()).toEqual(['alt', 'src', 'width']);
    expect([...one(container, 'ol').attributes].map((a) => a.name).sort()).toEqual(['start', 'type']);
    expect([...one(container, 'span').attributes]).toEqual([]);
    expect(hazards(container)).toEqual([]);
  });

  it('keeps a value that only mentions data: past its start, which is no data URL', async () => {
    const { container } = await mount(component, { nodes: '<img src="a.png" alt="metadata:chart">' });
    expect(one(container, 'img').getAttribute('alt')).toBe('metadata:chart');
  });

  it('keeps on each tag of the list exactly the attributes listed for it, besides class and style', async () => {
    // Every attribute some tag keeps, and some no tag keeps, on each tag in turn.
    const offered = [...new Set([...alwaysAllowed, ...Object.values(tags).flat(), 'id', 'title', 'data-x'])];
    const value = (attr: string) => (attr === 'style' ? 'color: red' : attr === 'src' ? 'a.png' : '1');
    // Table parts inside the table that holds them, where an HTML parser keeps them.
    const within: Record<string, string[]> = {
      caption: ['table'], colgroup: ['table'], col: ['table', 'colgroup'], thead: ['table'], tbody: ['table'], tfoot: ['table'],
      tr: ['table', 'tbody'], td: ['table', 'tbody', 'tr'], th: ['table', 'tbody', 'tr'],
    };
    const m = await mount(component, {});
    for (const [tag, listed] of Object.entries(tags)) {
      const node = { name: tag, attrs: Object.fromEntries(offered.map((attr) => [attr, value(attr)])), children: [] as unknown[] };
      const nodes = (within[tag] ?? []).reduceRight<unknown>((child, parent) => ({ name: parent, children: [child] }), node);
      await m.update({ nodes: [nodes] });
      expect([...one(m.container, tag).attributes].map((a) => a.name).sort(), tag).toEqual([...alwaysAllowed, ...listed].sort());
    }
  });

  it('drops unknown tags together with their children', async () => {
    const { container } = await mount(component, { nodes: '<p>kept</p><custom-tag><b>gone</b></custom-tag><video><p>gone too</p></video>' });
    expect(holder(container).textContent).toBe('kept');
    expect(rendered(container).map((el) => el.tagName.toLowerCase())).toEqual(['p']);
  });

  it('drops a node whose name is no tag of the list together with its children, and a text node without text adds nothing', async () => {
    const gone = [{ type: 'text', text: 'gone' }];
    const nodes = [
      { name: 'p', children: [{ type: 'text', text: 'kept' }, { type: 'text' }] },
      { name: 'p class="x"', children: gone },
      { name: 'b>', children: gone },
      { name: 'p-', children: gone },
      { name: '1p', children: gone },
      { name: 'p b', children: gone },
      { children: gone },
    ];
    const { container } = await mount(component, { nodes });
    expect(holder(container).textContent).toBe('kept');
    expect(rendered(container).map((el) => el.tagName.toLowerCase())).toEqual(['p']);
  });

  it('renders no element from markup in a node attribute\'s name: the node keeps only its own children', async () => {
    // Allowed tags in the name: were it written out as markup, they would pass every later check.
    const nodes = [{ name: 'p', attrs: { 'x><b>injected</b><i y': '1' }, children: [{ type: 'text', text: 'kept' }] }];
    const { container } = await mount(component, { nodes });
    expect(rendered(container).map((el) => el.tagName.toLowerCase())).toEqual(['p']);
    expect(holder(container).textContent).toBe('kept');
  });

  it('renders nothing without nodes, or with nodes null', async () => {
    const m = await mount(component, {});
    expect(holder(m.container).textContent).toBe('');
    expect(rendered(m.container)).toEqual([]);
    await m.update({ nodes: null });
    expect(holder(m.container).textContent).toBe('');
    expect(rendered(m.container)).toEqual([]);
  });

  it('emits itemclick for a tapped image or link when listened to, and nothing for other text', async () => {
    const thrown = uncaughtErrors();
    const item = recorder<{ node: { name: string; attrs: Record<string, string> } }>();
    const { container } = await mount(component, { nodes: '<p>text <img src="a.png" alt="pic"></p>', onItemclick: item.handler });
    fireEvent.click(one(container, 'p'));
    expect(item.events).toEqual([]);
    fireEvent.click(one(container, 'img'));
    expect(item.events).toEqual([{ type: 'itemclick', detail: { node: { name: 'img', attrs: { src: 'a.png', alt: 'pic' } } } }]);
    expect(thrown).toEqual([]);
  });
});

describe('rich-text never lets script reach the DOM [comp.builtin.rich-text]', () => {
  it(`holds against a corpus of ${xssCorpus.length} known vectors, as a string and as nodes`, async () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(50);
    const m = await mount(component, {});
    for (const vector of xssCorpus) {
      await m.update({ nodes: vector });
      expect(hazards(m.container), vector).toEqual([]);
      await m.update({ nodes: [{ name: 'div', attrs: { class: 'x', style: vector }, children: [{ type: 'text', text: vector }] }] });
      expect(hazards(m.container), vector).toEqual([]);
    }
    // 154 renders, each sanitizing anew.
  }, 30_000);

  it('holds for node arrays naming hostile tags and attributes', async () => {
    const m = await mount(component, {});
    await m.update({
      nodes: [
        { name: 'script', children: [{ type: 'text', text: 'alert(1)' }] },
        { name: 'a', attrs: { href: 'javascript:alert(1)', onclick: 'alert(1)' }, children: [{ type: 'text', text: 'x' }] },
        { name: 'img', attrs: { src: 'javascript:alert(1)', onerror: 'alert(1)' } },
        { name: 'img', attrs: { src: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' } },
        { name: 'img" onerror="alert(1)', attrs: {} },
        { name: 'p', attrs: { 'onmouseover': 'x', 'x" onclick="y': 'z' } },
      ],
    });
    expect(hazards(m.container)).toEqual([]);
  });

  /** Generated hostile HTML: vectors, allowed tags and hostile attributes mixed and nested at random. */
  const tagName = fc.constantFrom(...Object.keys(tags), 'script', 'iframe', 'svg', 'object', 'style', 'SCRIPT', 'img', 'a', 'math', 'template');
  const attrName = fc.constantFrom('onclick', 'onerror', 'ONLOAD', 'onmouseover', 'href', 'src', 'style', 'class', 'xlink:href', 'formaction', 'srcdoc', 'background', 'data');
  const attrValue = fc.constantFrom('javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' java\tscript:alert(1)', '&#106;avascript:alert(1)', 'alert(1)', 'x" onerror="alert(1)', 'data:text/html,<script>alert(1)</script>', 'background:url(javascript:alert(1))', 'ok');
  const hostile: fc.Arbitrary<string> = fc.letrec<{ html: string }>((tie) => ({
    html: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom(...xssCorpus),
      fc.string({ maxLength: 8 }),
      fc.tuple(tagName, fc.array(fc.tuple(attrName, attrValue), { maxLength: 3 }), fc.array(tie('html'), { maxLength: 3 }), fc.boolean()).map(
        ([name, attrs, children, close]) => `<${name}${attrs.map(([k, val]) => ` ${k}="${val}"`).join('')}>${children.join('')}${close ? `</${name}>` : ''}`,
      ),
    ),
  })).html;

  it('holds for a namespace-confusion vector that once slipped through a test DOM', async () => {
    const m = await mount(component, {});
    await m.update({ nodes: '<table><a><a><math><mtext><table><mglyph><style><img src=x onerror=alert(1)><a><svg><script>alert(1)</script></svg><a><template><script>alert(1)</script></template><script>alert(1)</script><a><script>alert(1)</script><script>alert(1)</script>' });
    expect(hazards(m.container)).toEqual([]);
  });

  it('holds for any generated hostile HTML', async () => {
    const m = await mount(component, {});
    await fc.assert(
      fc.asyncProperty(fc.array(hostile, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('')), async (html) => {
        await m.update({ nodes: html });
        expect(hazards(m.container)).toEqual([]);
      }),
      { numRuns: propertyRuns(1000) },
    );
    // A thousand sanitised renders: about 3.5 s on an idle 2-core machine (2026-12-03), the file's longest test.
  }, 180_000);
});

describe('rich-text renders what the framework\'s sanitizer keeps, for any nodes [comp.builtin.rich-text]', () => {
  /** A rendered or expected tree: elements with their sorted attributes, and text. */
  type Tree = { tag: string; attrs: [string, string][]; children: Tree[] } | string;
  type Node = { name: string; attrs: Record<string, string>; children: Node[] } | { type: 'text'; text: string };

  // Containers that nest in any order the same way whether a runtime builds the nodes directly or through
  // markup: no p, a, li, dd, dt, headings, pre, ruby or table parts, which an HTML parser closes or moves when
  // nested (the framework builds nodes directly; a runtime going through markup must not change the tree).
  const reshaped = new Set(['p', 'a', 'li', 'dd', 'dt', 'dl', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'rt', 'ruby',
    'table', 'caption', 'col', 'colgroup', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'legend', 'label', 'q', 'br', 'hr', 'img']);
  const containers = Object.keys(tags).filter((t) => !reshaped.has(t));
  const leaves = ['br', 'hr', 'img'];
  // The others of them hold text only here, which nests the same either way.
  const textual = ['p', 'a', 'li', 'dd', 'dt', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'q', 'label', 'legend'];
  // Unknown tags holding anything, those an HTML parser reads by other rules (raw text, foreign content) too.
  const unknownTags = ['video', 'custom', 'object', 'script', 'iframe', 'svg', 'math', 'style', 'template', 'textarea'];
  const attrNames = [...new Set([...alwaysAllowed, ...Object.values(tags).flat(), 'id', 'title', 'href', 'onclick', 'data-x', 'align'])].filter((a) => a !== 'src');

  /** Text with the entities the framework decodes (facts §10.2: amp gt lt nbsp quot apos, decimal and hex). */
  const entities: Record<string, string> = { '&amp;': '&', '&gt;': '>', '&lt;': '<', '&nbsp;': '\u00a0', '&quot;': '"', '&apos;': "'", '&#65;': 'A', '&#x42;': 'B' };
  const textPiece = fc.oneof(fc.constantFrom(...Object.keys(entities)), fc.stringMatching(/^[A-Za-z0-9]{1,6}$/));
  const text = fc.array(textPiece, { minLength: 1, maxLength: 4 }).map((pieces) => pieces.join(''));
  const decode = (s: string) => s.replace(/&(?:amp|gt|lt|nbsp|quot|apos|#65|#x42);/g, (e) => entities[e]!);

  const attrs = fc.dictionary(fc.constantFrom(...attrNames), fc.stringMatching(/^[a-z0-9]{1,6}$/), { maxKeys: 4 });
  const nodes: fc.Arbitrary<Node[]> = fc.letrec<{ node: Node; nodes: Node[] }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      text.map((t): Node => ({ type: 'text', text: t })),
      fc.record({ name: fc.constantFrom(...leaves), attrs, children: fc.constant([] as Node[]) }),
      fc.record({ name: fc.constantFrom(...textual), attrs, children: fc.array(text.map((t): Node => ({ type: 'text', text: t })), { maxLength: 2 }) }),
      fc.record({ name: fc.constantFrom(...containers), attrs, children: tie('nodes') }),
      fc.record({ name: fc.constantFrom(...unknownTags), attrs, children: tie('nodes') }),
    ),
    nodes: fc.array(tie('node'), { maxLength: 3 }),
  })).nodes as fc.Arbitrary<Node[]>;

  /** The model: unknown tags go with their children, an element keeps class, style and its tag's listed attributes, text is decoded. */
  function model(list: Node[]): Tree[] {
    const out: Tree[] = [];
    for (const node of list) {
      if ('type' in node) out.push(decode(node.text));
      else if (node.name in tags) {
        const kept = Object.entries(node.attrs).filter(([k]) => alwaysAllowed.includes(k as never) || tags[node.name]!.includes(k));
        out.push({ tag: node.name, attrs: kept.sort(([a], [b]) => a.localeCompare(b)), children: model(node.children) });
      }
    }
    return merged(out);
  }

  /** What the rich-text rendered, the framework's own elements left out. */
  function seen(parent: Node | ParentNode): Tree[] {
    const out: Tree[] = [];
    for (const child of (parent as ParentNode).childNodes) {
      if (child.nodeType === 3) out.push(child.textContent ?? '');
      else if (child.nodeType === 1) {
        const el = child as Element;
        const name = el.tagName.toLowerCase();
        if (ownElement(name)) continue;
        const kept = [...el.attributes].map((a): [string, string] => [a.name, a.value]).sort(([a], [b]) => a.localeCompare(b));
        out.push({ tag: name, attrs: kept, children: seen(el as unknown as ParentNode) });
      }
    }
    return merged(out);
  }

  /** Adjacent texts as one, empty texts dropped: the DOM may split or join them. */
  function merged(list: Tree[]): Tree[] {
    const out: Tree[] = [];
    for (const item of list) {
      if (typeof item === 'string') {
        if (item === '') continue;
        if (typeof out.at(-1) === 'string') out[out.length - 1] = (out.at(-1) as string) + item;
        else out.push(item);
      } else out.push(item);
    }
    return out;
  }

  it('any tree of allowed and unknown tags, attributes and entity text renders as the model says', async () => {
    const m = await mount(component, {});
    await fc.assert(
      fc.asyncProperty(nodes, async (list) => {
        await m.update({ nodes: list });
        expect(seen(holder(m.container))).toEqual(model(list));
      }),
      {
        numRuns: propertyRuns(300),
        // Trees that markup would reshape: foreign content before a sibling, a script inside a script.
        examples: [
          [[{ name: 'svg', attrs: {}, children: [{ name: 'a', attrs: {}, children: [{ name: 'script', attrs: {}, children: [] }] }] }, { type: 'text', text: '0' }]],
          [[{ name: 'script', attrs: {}, children: [{ name: 'script', attrs: {}, children: [] }, { type: 'text', text: 'a' }] }, { name: 'b', attrs: {}, children: [] }]],
          [[{ name: 'textarea', attrs: {}, children: [{ name: 'b', attrs: {}, children: [{ type: 'text', text: 'x' }] }] }, { name: 'i', attrs: {}, children: [{ type: 'text', text: 'y' }] }]],
        ],
      },
    );
  }, 60_000);
});
