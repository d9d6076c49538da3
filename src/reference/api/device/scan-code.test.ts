/**
 * The reference's own choice, beside conformance: scanCode names a code's format as the framework does
 * (its scanType names), whatever format the browser's BarcodeDetector finds. The suite scans a QR code
 * (spec/suite/device/scan-code*.test.ts); the other formats are pinned here.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectCode } from './scan-code.ts';

/** A BarcodeDetector that finds one code of `format` in any image. */
function detectorFinding(format: string) {
  vi.stubGlobal('createImageBitmap', async () => ({}));
  vi.stubGlobal('BarcodeDetector', class {
    async detect() { return [{ rawValue: 'content', format }]; }
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a code's scanType is the framework's name of its format", () => {
  it.each([
    ['qr_code', 'QR_CODE'], ['aztec', 'AZTEC'], ['data_matrix', 'DATA_MATRIX'], ['pdf417', 'PDF_417'],
    ['code_128', 'CODE_128'], ['code_39', 'CODE_39'], ['code_93', 'CODE_93'], ['codabar', 'CODABAR'],
    ['ean_13', 'EAN_13'], ['ean_8', 'EAN_8'], ['itf', 'ITF'], ['upc_a', 'UPC_A'], ['upc_e', 'UPC_E'],
  ])('%s is %s, read as utf-8', async (format, scanType) => {
    detectorFinding(format);
    expect(await detectCode(new Blob())).toStrictEqual({ result: 'content', scanType, charSet: 'utf-8' });
  });
  it('and a format the framework has no name for is the format upper-cased', async () => {
    detectorFinding('micro_qr_code');
    expect(await detectCode(new Blob())).toMatchObject({ scanType: 'MICRO_QR_CODE' });
  });
});

it('finds nothing where the browser has no BarcodeDetector, or cannot decode an image', async () => {
  vi.stubGlobal('createImageBitmap', async () => ({}));
  expect(await detectCode(new Blob())).toBeUndefined();
  detectorFinding('qr_code');
  vi.stubGlobal('createImageBitmap', undefined);
  expect(await detectCode(new Blob())).toBeUndefined();
});
