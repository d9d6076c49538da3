/** `<view>`: the framework's plain block container. */
import type { CSSProperties, ReactNode } from 'react';

export interface ViewProps {
  id?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

export default function View(props: ViewProps) {
  return <uni-view id={props.id} style={{ display: 'block', ...props.style }}>{props.children}</uni-view>;
}
