import { fireEvent } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { part, useMount } from '../../harness/unit.ts';
import { isShown, platformElement, recorder } from './dom.ts';

const mount = useMount();

afterEach(() => vi.unstubAllGlobals());

describe('web-view [comp.builtin.web-view]', () => {
  const component = v('comp.builtin.web-view').name;
  // A web-view may show its frame anywhere in the document (full screen, appended to the body): frames are
  // looked up document-wide by the url they load (their src resolved as the browser resolves it).
  const framesOf = (loads: (url: URL) => boolean) =>
    [...document.querySelectorAll('iframe')].filter((f) => f.hasAttribute('src') && loads(new URL(f.getAttribute('src')!, document.baseURI)));

  it.each(['https://example.com/page', 'http://example.com/page', '/hybrid/html/local.html'])('embeds %s, a web address or one of the app, in a frame', async (src) => {
    await mount(component, { src });
    const frames = framesOf((url) => url.href === new URL(src, document.baseURI).href);
    expect(frames).toHaveLength(1);
    expect(isShown(frames[0]!)).toBe(true);
  });

  it('never loads a script url', async () => {
    await mount(component, { src: 'javascript:alert(1)' });
    expect(framesOf((url) => url.protocol === 'javascript:')).toEqual([]);
  });
});

describe('audio [comp.builtin.audio]', () => {
  const { name: component, mediaErrors } = v('comp.builtin.audio');

  it('plays src and reports play, pause, timeupdate and ended', async () => {
    const seen = recorder();
    const handler = seen.handler;
    const { container } = await mount(component, { src: '/a.mp3', name: 'Song', author: 'Me', controls: true, onPlay: handler, onPause: handler, onEnded: handler, onTimeupdate: handler });
    const audio = platformElement(container, HTMLAudioElement);
    expect(audio.getAttribute('src')).toBe('/a.mp3');
    // As shown: a template's spaces around the text draw nothing.
    expect(part('audio.name', container).textContent?.trim()).toBe('Song');
    expect(part('audio.author', container).textContent?.trim()).toBe('Me');
    fireEvent.play(audio);
    fireEvent.timeUpdate(audio);
    fireEvent.pause(audio);
    fireEvent.ended(audio);
    expect(seen.events.map((e) => e.type)).toEqual(['play', 'timeupdate', 'pause', 'ended']);
    expect(seen.events[1]!.detail).toHaveProperty('currentTime');
  });

  it.each(Object.entries(mediaErrors))('reports media error %s with the framework code name %s', async (code, name) => {
    const failed = recorder();
    const { container } = await mount(component, { src: '/bad.mp3', onError: failed.handler });
    const audio = platformElement(container, HTMLAudioElement);
    Object.defineProperty(audio, 'error', { configurable: true, value: { code: Number(code) } });
    fireEvent.error(audio);
    expect(failed.events).toEqual([{ type: 'error', detail: { errMsg: name } }]);
  });

  it('the control button plays and pauses', async () => {
    const { container } = await mount(component, { src: '/a.mp3', controls: true });
    const audio = platformElement(container, HTMLAudioElement);
    const play = vi.spyOn(audio, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(audio, 'pause').mockImplementation(() => undefined);
    fireEvent.click(part('audio.control', container));
    expect(play).toHaveBeenCalledTimes(1);
    expect(pause).not.toHaveBeenCalled();
    // Now playing, as the media element says: the same control pauses it.
    Object.defineProperty(audio, 'paused', { configurable: true, get: () => false });
    fireEvent.play(audio);
    fireEvent.click(part('audio.control', container));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(play).toHaveBeenCalledTimes(1);
  });
});
