/**
 * The messaging SDK's usage-report host: it takes an image request and answers a 1×1 GIF. Browsers that
 * fetch images reach it through here; the suite also observes the image's `src` directly.
 */
import { http, HttpResponse } from 'msw';
import { v } from '../../spec/catalogue/index.ts';

export const REPORT_URL = v('sdk.messaging.usage-report').url;

const PIXEL = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (c) => c.charCodeAt(0));

export const handlers = [http.get(REPORT_URL, () => new HttpResponse(PIXEL, { headers: { 'Content-Type': 'image/gif' } }))];
