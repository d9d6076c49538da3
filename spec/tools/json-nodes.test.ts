// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { stringifyNodesAsBrowsersDo } from '../harness/json-nodes.ts';

it('an element a renderer decorated stringifies as "{}" once the suite\'s setup has run, and nothing else about it changes', () => {
  const el = document.createElement('div');
  el.id = 'x';
  // A renderer's own objects on the element, pointing back at it, as React's fiber does.
  Object.assign(el, { __fiber: { stateNode: el } });
  expect(() => JSON.stringify(el), 'the walk reaches the renderer\'s objects').toThrow(/circular/i);
  stringifyNodesAsBrowsersDo();
  stringifyNodesAsBrowsersDo();
  expect(JSON.stringify(el)).toBe('{}');
  expect(JSON.stringify({ list: [document.createTextNode('t')], n: 1 })).toBe('{"list":[{}],"n":1}');
  expect(Object.keys(el)).toEqual(['__fiber']);
  expect(el.id).toBe('x');
});
