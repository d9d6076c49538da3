/**
 * The app `npm run explore` opens on both targets: the basic fixture app (two tab pages, two ordinary ones),
 * and one page per built-in component whose props are generated from the exploration's seed. Props are part
 * of the app (the browser face renders a page's components from the fixture), so they are drawn once per
 * seed: a target that builds each app (the genuine editions) builds one app per seed, and a replay with the
 * same seed opens the same app.
 */
import fc from 'fast-check';
import type { ClauseId } from '../../catalogue/index.ts';
import type { FixtureApp, FixtureComponent } from '../../contract/index.ts';
import { basicApp } from '../../fixtures/apps.ts';

/** Text, with the characters that make fields and clamps interesting: spaces, accents, a surrogate pair. */
const text = (maxLength: number) => fc.string({ unit: fc.constantFrom('a', 'b', 'z', ' ', 'é', '😀', '7'), maxLength });
/** A maxlength as an app might give it: a number, -1 (no limit), a numeric or other string (or none: optional key). */
const maxlength = fc.oneof(fc.integer({ min: -1, max: 160 }), fc.constantFrom('5', 'ten'));

/**
 * rich-text nodes as an HTML string: allowed tags, tags the framework drops, attributes, entities. No
 * `<script>`: the genuine editions' project generator writes props into a page's `<script>` block, which a
 * `</script>` in a string would end (a build error, not the runtime's behaviour).
 */
const html = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('Plain', 'a &amp; b', '&lt;tag&gt;', 'x&nbsp;y'),
    fc.tuple(
      fc.constantFrom('b', 'i', 'p', 'span', 'div', 'h1', 'ul', 'li', 'a', 'style', 'iframe', 'foo', 'img'),
      fc.constantFrom('', ' style="color:red"', ' class="c"', ' onclick="alert(1)"', ' href="javascript:alert(1)"', ' src="x.png" alt="Alt"'),
      fc.array(tie('node'), { maxLength: 3 }),
    ).map(([tag, attrs, children]) => `<${tag}${attrs}>${children.join('')}</${tag}>`),
  ),
})).node;

interface ExploredComponent {
  props: fc.Arbitrary<Record<string, unknown>>;
  /** The clauses a divergence on its page touches. */
  clauses: ClauseId[];
}

export type ExploredComponentName = 'progress' | 'textarea' | 'input' | 'rich-text';

/** The components explored, with the props generated for them. */
export const EXPLORED_COMPONENTS: Record<ExploredComponentName, ExploredComponent> = {
  progress: {
    props: fc.record({
      percent: fc.oneof(fc.integer({ min: -50, max: 250 }), fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.constantFrom('42.5', '100px', '5e-7', 'abc', '', null)),
      showInfo: fc.constant(true),
    }, { noNullPrototype: true }),
    clauses: ['comp.builtin.progress', 'comp.progress.percent-clamp'],
  },
  textarea: {
    props: fc.record({ value: text(200), maxlength }, { requiredKeys: ['value'], noNullPrototype: true }),
    clauses: ['comp.builtin.textarea', 'comp.textarea.default-maxlength'],
  },
  input: {
    props: fc.record({ value: text(40), maxlength, type: fc.constantFrom('text', 'number', 'digit', 'idcard') }, { requiredKeys: ['value'], noNullPrototype: true }),
    clauses: ['comp.builtin.input'],
  },
  'rich-text': {
    props: fc.record({ nodes: fc.array(html, { minLength: 1, maxLength: 3 }).map((nodes) => nodes.join('')) }, { noNullPrototype: true }),
    clauses: ['comp.builtin.rich-text'],
  },
};

/** The component each page shows, in page order. */
export const COMPONENT_PAGES: ExploredComponentName[] = ['progress', 'progress', 'textarea', 'input', 'rich-text', 'rich-text'];

export const componentPagePath = (index: number) => `pages/c${index}/c${index}`;

export function exploredApp(seed: number): FixtureApp {
  const pages = COMPONENT_PAGES.map((name, index) => {
    const [props] = fc.sample(EXPLORED_COMPONENTS[name].props, { seed: seed + index, numRuns: 1 });
    const component: FixtureComponent = { name, props: props! };
    return { path: componentPagePath(index), style: { navigationBarTitleText: `Component ${index}` }, text: `Component ${index}`, components: [component] };
  });
  return { ...basicApp, pages: [...basicApp.pages, ...pages] };
}
