// @vitest-environment happy-dom
/**
 * The reference's own choices, beside conformance, for `<web-view>`: a relative address is judged by its own
 * start only (a colon further on is no scheme), it covers the page unless `fullscreen` is false, and its load
 * event names the address. The seed gives which addresses load; the suite judges those.
 */
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import WebView, { safeSrc } from './index.tsx';

afterEach(cleanup);

it.each(['/a?x=javascript:1', 'page.html#b:c', 'HTTPS://example.com/'])('loads %s', (src) => {
  expect(safeSrc(src)).toBe(src);
});

it('covers its page, or takes its place in the flow when fullscreen is false, with a borderless frame', () => {
  const styles = (fullscreen?: boolean) => {
    const { container } = render(<WebView src="https://example.com/" fullscreen={fullscreen} />);
    const found = [(container.querySelector('uni-web-view') as HTMLElement).style.cssText, container.querySelector('iframe')!.style.cssText];
    cleanup();
    return found;
  };
  expect(styles()).toEqual(['position: absolute; inset: 0;', 'width: 100%; height: 100%; border: 0px;']);
  expect(styles(false)).toEqual(['display: block;', 'width: 100%; height: 100%; border: 0px;']);
});

it('emits load with its address once the page has loaded', () => {
  const onLoad = vi.fn();
  const { container } = render(<WebView src="https://example.com/a" onLoad={onLoad} />);
  fireEvent.load(container.querySelector('iframe')!);
  expect(onLoad).toHaveBeenCalledExactlyOnceWith({ type: 'load', detail: { src: 'https://example.com/a' } });
});
