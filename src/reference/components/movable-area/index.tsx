/** `<movable-area>`: the region movable-views move within (10×10 px unless styled, as in the framework). */
import type { CSSProperties, ReactNode } from 'react';

export interface MovableAreaProps {
  scaleArea?: boolean;
  style?: CSSProperties;
  children?: ReactNode;
}

export default function MovableArea(props: MovableAreaProps) {
  return (
    <uni-movable-area scale-area={props.scaleArea ? 'true' : undefined} style={{ display: 'block', position: 'relative', width: 10, height: 10, ...props.style }}>
      {props.children}
    </uni-movable-area>
  );
}
