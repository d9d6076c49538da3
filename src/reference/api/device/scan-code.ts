/** Finds a code in an image with the browser's BarcodeDetector, where the browser has one. */
interface DetectedBarcode {
  rawValue: string;
  format: string;
}
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new () => BarcodeDetectorLike;

/** The framework's scanType names for the detector's formats. */
const SCAN_TYPES: Record<string, string> = {
  qr_code: 'QR_CODE', aztec: 'AZTEC', data_matrix: 'DATA_MATRIX', pdf417: 'PDF_417',
  code_128: 'CODE_128', code_39: 'CODE_39', code_93: 'CODE_93', codabar: 'CODABAR',
  ean_13: 'EAN_13', ean_8: 'EAN_8', itf: 'ITF', upc_a: 'UPC_A', upc_e: 'UPC_E',
};

export interface ScanResult {
  result: string;
  scanType: string;
  charSet: string;
}

/** The first code found in `image`, or undefined when none is recognised. */
export async function detectCode(image: Blob): Promise<ScanResult | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector || typeof createImageBitmap !== 'function') return undefined;
  try {
    const [code] = await new Detector().detect(await createImageBitmap(image));
    return code ? { result: code.rawValue, scanType: SCAN_TYPES[code.format] ?? code.format.toUpperCase(), charSet: 'utf-8' } : undefined;
  } catch {
    return undefined;
  }
}
