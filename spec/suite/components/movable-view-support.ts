/** Reading and sizing a mounted movable-view in happy-dom, which lays nothing out. */
import { $, layout } from './dom.ts';

/** The view's position from its translate transform. */
export const positionOf = (root: HTMLElement) => {
  const { transform } = $(root, 'uni-movable-view').style;
  return { x: parseFloat(/translateX\(([^)]+)\)/.exec(transform)![1]!), y: parseFloat(/translateY\(([^)]+)\)/.exec(transform)![1]!) };
};

/** A 100×100 area holding a 20×20 view. */
export function sized(root: HTMLElement): void {
  layout(root, { offsetWidth: 100, offsetHeight: 100 });
  layout($(root, 'uni-movable-view'), { offsetWidth: 20, offsetHeight: 20 });
}
