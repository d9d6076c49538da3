import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, useApp } from '../../harness/unit.ts';
import { cancelChooser, pickFiles, settle, textShown } from './dom.ts';

const app = useApp();
const messages = v('device.api.errmsg');
const okMessage = v('device.api.ok').ok;
const photo = () => new File([new Uint8Array(16)], 'code.png', { type: 'image/png' });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A browser barcode detector that finds `codes` in any image. */
function detector(codes: { rawValue: string; format: string }[]) {
  vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ width: 1, height: 1, close() {} })));
  vi.stubGlobal('BarcodeDetector', class { async detect() { return codes; } });
}

describe('scanCode [device.scan-code.failed]', () => {
  it('reports Recognition failed, as its errMsg and in a toast, when the photo holds no code', async () => {
    detector([]);
    const done = call(app().uni, 'scanCode', {});
    pickFiles([photo()]);
    const outcome = await done;
    expect(outcome.ok).toBe(false);
    expect(outcome.res.errMsg).toBe(fill(messages.failWithDetail, { api: 'scanCode', detail: v('device.scan-code.failed').message }));
    await settle();
    expect(textShown(v('device.scan-code.failed').message)).toBe(true);
  });

  it('reports Recognition failed where the browser cannot detect codes', async () => {
    vi.stubGlobal('BarcodeDetector', undefined);
    const done = call(app().uni, 'scanCode', {});
    pickFiles([photo()]);
    expect((await done).res.errMsg).toBe(fill(messages.failWithDetail, { api: 'scanCode', detail: v('device.scan-code.failed').message }));
  });

  it('returns the code found with its type [device.apis]', async () => {
    detector([{ rawValue: 'https://example.com/x', format: 'qr_code' }]);
    const done = call(app().uni, 'scanCode', {});
    pickFiles([photo()]);
    const outcome = await done;
    expect(outcome.res).toMatchObject({ result: 'https://example.com/x', scanType: 'QR_CODE', errMsg: fill(okMessage, { api: 'scanCode' }) });
  });

  it('fails with cancel when no photo is chosen', async () => {
    const done = call(app().uni, 'scanCode', {});
    cancelChooser();
    expect((await done).res.errMsg).toBe(fill(v('device.api.cancel').errMsg, { api: 'scanCode' }));
  });
});
