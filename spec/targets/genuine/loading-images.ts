/**
 * Pictures a runtime loads with `new Image()` outside the document (Vue 3's <image> does, and appends the
 * <img> only once it has loaded): recorded, so that a target can point the suite's `image.picture` at the
 * one loading, where a test delivers the picture (happy-dom loads none).
 */
const created: HTMLImageElement[] = [];

export function recordLoadingImages(): void {
  const Image = globalThis.Image as typeof globalThis.Image & { __uniRecorded?: boolean };
  if (Image.__uniRecorded) return;
  const Recorded = class extends Image {
    constructor(width?: number, height?: number) {
      super(width, height);
      created.push(this);
    }
  };
  Object.defineProperty(Recorded, '__uniRecorded', { value: true });
  globalThis.Image = Recorded;
}

/** The latest picture still loading out of the document, if any. */
export function loadingImage(): HTMLImageElement | undefined {
  return created.findLast((img) => !img.isConnected && img.hasAttribute('src'));
}
