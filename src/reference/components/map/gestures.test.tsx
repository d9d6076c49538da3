// @vitest-environment happy-dom
/**
 * The reference's own choices, beside conformance, for `<map>`'s own view: where it draws markers and what a
 * tap on one emits, how far a drag moves the centre (Web Mercator, 256-pixel tiles), and what each gesture's
 * regionchange says it was caused by. The seed gives the map's zoom limits and its provider's calls; the
 * suite judges those (spec/suite/location/*, spec/suite/components/map*.test.ts).
 */
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Map, { type MapProps } from './index.tsx';

/** Degrees one pixel spans at zoom 10: 360 / (256 × 2^10), exact in binary. */
const STEP_AT_10 = 0.001373291015625;

beforeEach(() => {
  // Outside an app the map has no key: it says so on the console, which is not what these tests look at.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function map(props: Partial<MapProps> = {}) {
  const events: { type: string; detail: unknown }[] = [];
  const { container } = render(<Map latitude={0} longitude={0} scale={10} onRegionchange={(e) => events.push(e)} onMarkertap={(e) => events.push(e)} {...props} />);
  const surface = container.querySelector('.uni-map-container')!;
  const element = container.querySelector('uni-map') as HTMLElement;
  return {
    events,
    container,
    surface,
    center: () => ({ latitude: Number(element.dataset.latitude), longitude: Number(element.dataset.longitude), scale: Number(element.dataset.scale) }),
    view: () => (container.querySelector('.uni-map-view') as HTMLElement).style.transform,
  };
}

describe('a drag', () => {
  it('moves the view with the pointer, and the centre against it once released', () => {
    const m = map();
    fireEvent.pointerDown(m.surface, { clientX: 200, clientY: 100 });
    fireEvent.pointerMove(m.surface, { clientX: 100, clientY: 150 });
    expect(m.view()).toBe('translate(-100px, 50px)');
    fireEvent.pointerUp(m.surface, { clientX: 100, clientY: 150 });
    expect(m.view()).toBe('translate(0px, 0px)');
    expect(m.center()).toEqual({ latitude: 50 * STEP_AT_10, longitude: 100 * STEP_AT_10, scale: 10 });
  });
  it("moves the latitude by the latitude's cosine", () => {
    const m = map({ latitude: 60 });
    fireEvent.pointerDown(m.surface, { clientX: 0, clientY: 0 });
    fireEvent.pointerMove(m.surface, { clientX: 0, clientY: 100 });
    fireEvent.pointerUp(m.surface, { clientX: 0, clientY: 100 });
    expect(m.center().latitude).toBeCloseTo(60 + 50 * STEP_AT_10, 12);
  });
  it('is reported as begun by a gesture and ended by a drag, with the new centre', () => {
    const m = map();
    fireEvent.pointerDown(m.surface, { clientX: 0, clientY: 0 });
    fireEvent.pointerMove(m.surface, { clientX: -10, clientY: 0 });
    fireEvent.pointerMove(m.surface, { clientX: -20, clientY: 0 });
    fireEvent.pointerUp(m.surface, { clientX: -20, clientY: 0 });
    expect(m.events).toEqual([
      { type: 'regionchange', detail: { type: 'begin', causedBy: 'gesture' } },
      { type: 'regionchange', detail: { type: 'end', causedBy: 'drag', scale: 10, centerLocation: { latitude: 0, longitude: 20 * STEP_AT_10 } } },
    ]);
  });
  it('a press released without a move, or a move with no press, changes nothing', () => {
    const m = map();
    fireEvent.pointerMove(m.surface, { clientX: 50, clientY: 50 });
    fireEvent.pointerDown(m.surface, { clientX: 0, clientY: 0 });
    fireEvent.pointerUp(m.surface, { clientX: 0, clientY: 0 });
    expect(m.events).toEqual([]);
    expect(m.view()).toBe('translate(0px, 0px)');
  });
});

describe('the wheel', () => {
  it('zooms a level in or out, reported as caused by scale', () => {
    const m = map();
    fireEvent.wheel(m.surface, { deltaY: -1 });
    fireEvent.wheel(m.surface, { deltaY: 1 });
    fireEvent.wheel(m.surface, { deltaY: 1 });
    expect(m.events.map((e) => e.detail)).toEqual([
      { type: 'end', causedBy: 'scale', scale: 11, centerLocation: { latitude: 0, longitude: 0 } },
      { type: 'end', causedBy: 'scale', scale: 10, centerLocation: { latitude: 0, longitude: 0 } },
      { type: 'end', causedBy: 'scale', scale: 9, centerLocation: { latitude: 0, longitude: 0 } },
    ]);
  });
  it('turned only sideways does nothing', () => {
    const m = map();
    fireEvent.wheel(m.surface, { deltaX: 5, deltaY: 0 });
    expect(m.events).toEqual([]);
    expect(m.center().scale).toBe(10);
  });
});

describe('a marker', () => {
  const markerStyle = (props: Partial<MapProps>) => (map(props).container.querySelector('.uni-map-marker') as HTMLElement).style;
  it('stands on its place: its foot at its coordinates, away from the centre by pixels of the zoom', () => {
    const style = markerStyle({ markers: [{ id: 1, latitude: 40 * STEP_AT_10, longitude: 100 * STEP_AT_10 }] });
    expect([style.left, style.top, style.transform]).toEqual(['calc(50% + 100px)', 'calc(50% - 40px)', 'translate(-50%, -100%)']);
  });
  it("stands as far from a centre elsewhere, its latitude's pixels stretched by the centre latitude's secant", () => {
    const style = markerStyle({ latitude: 60, longitude: 10, markers: [{ latitude: 60 + 40 * STEP_AT_10, longitude: 10 + 100 * STEP_AT_10 }] });
    /** The pixels of `calc(50% <sign> <pixels>px)`; NaN for any other sign or form. */
    const pixels = (calc: string, sign: '+' | '-') => Number(calc.match(new RegExp(`^calc\\(50% \\${sign} (.+)px\\)$`))?.[1]);
    expect(pixels(style.left, '+')).toBeCloseTo(100, 6);
    expect(pixels(style.top, '-')).toBeCloseTo(80, 6);
  });
  it('is 32 × 52 px, a red pin, unless given a size and an icon', () => {
    const pin = markerStyle({ markers: [{ latitude: 0, longitude: 0 }] });
    expect([pin.width, pin.height, pin.background]).toEqual(['32px', '52px', expect.stringContaining('radial-gradient')]);
    cleanup();
    const icon = markerStyle({ markers: [{ latitude: 0, longitude: 0, width: 20, height: 30, iconPath: '/static/pin.png' }] });
    expect([icon.width, icon.height, icon.background]).toEqual(['20px', '30px', expect.stringContaining('/static/pin.png')]);
  });
  it('emits markertap with its id when tapped', () => {
    const m = map({ markers: [{ id: 7, latitude: 0, longitude: 0 }, { id: 8, latitude: 0, longitude: 0 }] });
    fireEvent.click(m.container.querySelectorAll('.uni-map-marker')[1]!);
    expect(m.events).toEqual([{ type: 'markertap', detail: { markerId: 8 } }]);
  });
  it('tapped on a map that does not listen for markertap, reports no error', () => {
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error);
    window.addEventListener('error', onError);
    try {
      const m = map({ onMarkertap: undefined, markers: [{ id: 7, latitude: 0, longitude: 0 }] });
      fireEvent.click(m.container.querySelector('.uni-map-marker')!);
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(errors).toEqual([]);
  });
  it('dragged, pans the map without a markertap, and is tapped again after', () => {
    const m = map({ markers: [{ id: 7, latitude: 0, longitude: 0 }] });
    const marker = m.container.querySelector('.uni-map-marker')!;
    // The marker moves with the view, so the release is on it and the browser clicks it.
    fireEvent.pointerDown(marker, { clientX: 0, clientY: 0 });
    fireEvent.pointerMove(marker, { clientX: -20, clientY: 0 });
    fireEvent.pointerUp(marker, { clientX: -20, clientY: 0 });
    fireEvent.click(marker);
    expect(m.events.map((e) => e.type)).toEqual(['regionchange', 'regionchange']);
    fireEvent.pointerDown(marker, { clientX: 0, clientY: 0 });
    fireEvent.pointerUp(marker, { clientX: 0, clientY: 0 });
    fireEvent.click(marker);
    expect(m.events.at(-1)).toEqual({ type: 'markertap', detail: { markerId: 7 } });
  });
});

it('outside an app, the map writes on itself that it has no key', () => {
  const m = map();
  expect(m.container.querySelector('[role=alert]')?.textContent).toBeTruthy();
  expect(console.error).toHaveBeenCalled();
});

it('draws its boxes: the map, the surface that takes the pointer, the view, a marker and the error note', () => {
  const m = map({ markers: [{ id: 1, latitude: 0, longitude: 0 }] });
  const boxes = [...m.container.querySelectorAll<HTMLElement>('uni-map, .uni-map-container, .uni-map-view, .uni-map-marker, .uni-map-error')]
    .map((e) => `${e.className || e.tagName}: ${e.style.cssText}`);
  expect(boxes).toMatchInlineSnapshot(`
    [
      "UNI-MAP: position: relative; display: block; overflow: hidden; width: 300px; height: 225px; background: #e5e3df;",
      "uni-map-container: position: absolute; inset: 0; touch-action: none;",
      "uni-map-view: position: absolute; inset: 0; transform: translate(0px, 0px);",
      "uni-map-marker: position: absolute; left: calc(50% + 0px); top: calc(50% - 0px); width: 32px; height: 52px; transform: translate(-50%, -100%); background: radial-gradient(circle, #e43 40%, transparent 42%);",
      "uni-map-error: position: absolute; left: 8px; bottom: 8px; color: #c00; font-size: 12px;",
    ]
  `);
});
