/**
 * happy-dom has no canvas: `getContext('2d')` answers null and `CanvasRenderingContext2D` is undefined.
 * The runtime measures the backing store and wraps the 2D context's methods as soon as it loads, so the
 * unit face gives it an inert 2D context first; real browsers are left untouched.
 */
const METHODS = ['fillRect', 'clearRect', 'strokeRect', 'moveTo', 'lineTo', 'arc', 'arcTo', 'bezierCurveTo', 'isPointInPath',
  'isPointInStroke', 'quadraticCurveTo', 'rect', 'translate', 'createRadialGradient', 'createLinearGradient', 'setTransform',
  'fillText', 'strokeText', 'drawImage', 'stroke', 'fill', 'beginPath', 'closePath', 'save', 'restore', 'scale', 'rotate',
  'transform', 'clip', 'getImageData', 'putImageData', 'createImageData', 'setLineDash', 'getLineDash', 'createPattern'];

export function installCanvasShim(): void {
  const scope = globalThis as Record<string, any>;
  if (scope.CanvasRenderingContext2D) return;
  class CanvasRenderingContext2D {
    constructor(readonly canvas: HTMLCanvasElement) {}
    measureText(text: string) { return { width: text.length * 10 }; }
  }
  for (const name of METHODS) (CanvasRenderingContext2D.prototype as Record<string, any>)[name] = () => undefined;
  scope.CanvasRenderingContext2D = CanvasRenderingContext2D;
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
    return type === '2d' ? new CanvasRenderingContext2D(this) : (getContext as any).call(this, type, ...rest);
  } as typeof getContext;
}
