/**
 * The shell's boxes down to the first page's navigation bar, drawn by its React components and, before React
 * DOM has loaded, by the first paint (first-paint.ts): one set of styles for both, so the first render
 * replaces the first paint with the same picture. Lengths are strings, as the DOM takes no unitless lengths.
 */
import type { CSSProperties } from 'react';

export const NAVIGATION_BAR_HEIGHT = 44;
/** The navigation bar's colours until an API sets them. */
export const NAVIGATION_BAR_COLORS = { backgroundColor: '#f8f8f8', frontColor: '#000000' };

export const appStyle = { display: 'flex', flexDirection: 'column', minHeight: '100vh' } satisfies CSSProperties;
export const mainStyle = { display: 'flex', flex: '1' } satisfies CSSProperties;
export const contentStyle = { display: 'flex', flexDirection: 'column', flex: '1', minWidth: '0' } satisfies CSSProperties;
/** The box holding the live pages. */
export const pagesStyle = { flex: '1' } satisfies CSSProperties;
export const shownPageStyle = { display: 'block', position: 'relative' } satisfies CSSProperties;

export const navigationBarStyle = (background: string, color: string) => ({
  display: 'flex', alignItems: 'center', height: `${NAVIGATION_BAR_HEIGHT}px`, boxSizing: 'border-box', background, color,
}) satisfies CSSProperties;
export const titleStyle = { flex: '1', margin: '0', fontSize: '16px', textAlign: 'center' } satisfies CSSProperties;
