import { describe, expect, it } from 'vitest';
import { selectorUsesIn } from './selectors.ts';

const rules = (source: string) => selectorUsesIn(source, 'x.test.ts').map((u) => `${u.line}: ${u.rule.split(' (')[0]}`);

describe('implementation selectors in the suite', () => {
  it('finds each way a test could name an implementation\'s elements', () => {
    expect(rules([
      "root.querySelector('.uni-picker-column');",
      "page.locator('uni-page-head');",
      "el.closest('[data-component]');",
      "const state = el.dataset.state;",
      "el.classList.contains('on');",
      "root.querySelectorAll(selector);",
      "screen.getByTestId('bar');",
      "find(root, 'uni-progress');",
    ].join('\n'))).toEqual([
      '1: a selector query',
      '1: an element of the framework by its tag name',
      '2: a selector query',
      '2: an element of the framework by its tag name',
      '3: a selector query',
      '3: a data attribute of an implementation',
      '4: a data attribute of an implementation',
      '5: a class of an implementation',
      '6: a selector query with a computed selector',
      '7: a test id of an implementation',
      '8: an element of the framework by its tag name',
    ]);
  });

  it('lets the web platform\'s own selectors, text and role queries and comments pass', () => {
    expect(rules([
      "document.querySelectorAll('*');",
      "document.querySelector('input[type=\"file\"]');",
      "page.getByRole('button', { name: 'OK' });",
      "screen.getByText('Cancel').textContent;",
      "// the reference draws uni-page-head here; a test never names it",
      "/* .uni-toast */ part('popup.toast');",
      "fetch('https://example.test/uni-ad/x');",
    ].join('\n'))).toEqual([]);
  });
});
