// @vitest-environment happy-dom
/**
 * The reference's own choices, beside conformance, for `<audio>`'s player card: the elapsed time as mm:ss,
 * the control showing play or pause as the media does, and the poster. The seed gives the audio's events;
 * the suite judges those (spec/suite/components/audio*.test.ts), and the card's drawing is pinned here.
 */
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Audio from './index.tsx';

afterEach(cleanup);

function card(props: Parameters<typeof Audio>[0] = {}) {
  const { container } = render(<Audio controls src="https://example.com/a.mp3" {...props} />);
  const media = container.querySelector('audio')!;
  const control = () => container.querySelector('.uni-audio-button')!;
  return {
    media,
    shown: () => ({ time: container.querySelector('.uni-audio-time')?.textContent, control: control().className, label: control().getAttribute('aria-label') }),
    at(seconds: number) {
      Object.defineProperty(media, 'currentTime', { value: seconds, configurable: true });
      fireEvent.timeUpdate(media);
    },
    container,
  };
}

describe('the elapsed time', () => {
  it.each([[0, '00:00'], [9.99, '00:09'], [61, '01:01'], [600, '10:00'], [3599, '59:59'], [Number.NaN, '00:00']])('at %s s reads %s', (seconds, text) => {
    const c = card();
    c.at(seconds);
    expect(c.shown().time).toBe(text);
  });
});

it('the control offers play until the media plays, pause while it does, and play again once it pauses or ends', () => {
  const c = card();
  expect(c.shown()).toMatchObject({ control: 'uni-audio-button play', label: 'play' });
  fireEvent.play(c.media);
  expect(c.shown()).toMatchObject({ control: 'uni-audio-button pause', label: 'pause' });
  fireEvent.pause(c.media);
  expect(c.shown()).toMatchObject({ control: 'uni-audio-button play', label: 'play' });
  fireEvent.play(c.media);
  fireEvent.ended(c.media);
  expect(c.shown()).toMatchObject({ control: 'uni-audio-button play', label: 'play' });
});

it('the poster is drawn behind the control, and nothing without one', () => {
  const poster = (props: Parameters<typeof Audio>[0]) => {
    const style = (card(props).container.querySelector('.uni-audio-left') as HTMLElement).style.backgroundImage;
    cleanup();
    return style;
  };
  expect(poster({ poster: 'https://example.com/p.png' })).toBe('url("https://example.com/p.png")');
  expect(poster({})).toBe('');
});
