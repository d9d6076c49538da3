/**
 * happy-dom computes an element's style by copying the inherited properties once per ancestor, and makes
 * each copy with structuredClone: after a render, most of a getComputedStyle call (and so of `isShown`,
 * which every `part()` runs) is that serialisation. The copied properties are plain data (records of
 * strings and flags), so copying them by hand gives the same result several times faster. Only the clone
 * this was written against is replaced: another one fails here, so that an upgrade of happy-dom is looked at.
 */
import CSSPropertyManager from 'happy-dom/lib/css/declaration/property-manager/CSSPropertyManager.js';

const READ = 'clone() { const _class = this.constructor; const clone = new _class(); clone.properties = structuredClone(this.properties); clone.definedPropertyNames = Object.assign({}, this.definedPropertyNames); return clone; }';
const PATCHED = Symbol.for('uni-conformance.plain-clone');

/** What structuredClone gives for plain objects, arrays and primitives; anything else still goes through it. */
function plainCopy(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(plainCopy);
  if (Object.getPrototypeOf(value) !== Object.prototype) return structuredClone(value);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = plainCopy((value as Record<string, unknown>)[key]);
  return copy;
}

interface Manager {
  properties: unknown;
  definedPropertyNames: Record<string, boolean>;
}

function clone(this: Manager): Manager {
  const copy = new (this.constructor as new () => Manager)();
  copy.properties = plainCopy(this.properties);
  copy.definedPropertyNames = Object.assign({}, this.definedPropertyNames);
  return copy;
}

export function copyComputedStylesByHand(): void {
  const prototype = CSSPropertyManager.prototype as unknown as { clone: ((this: Manager) => Manager) & { [PATCHED]?: true } };
  if (prototype.clone[PATCHED]) return;
  if (prototype.clone.toString().replace(/\s+/g, ' ') !== READ) {
    throw new Error('happy-dom\'s CSSPropertyManager.clone is not the one spec/harness/happy-dom-speed.ts replaces: check it again');
  }
  prototype.clone = Object.assign(clone, { [PATCHED]: true as const });
}
