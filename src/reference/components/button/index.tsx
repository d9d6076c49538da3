/**
 * `<button>`: the framework's types (default, primary, warn), size, plain, disabled and loading. A disabled
 * button emits nothing; `form-type` submit / reset acts on the enclosing form.
 */
import { useRef, type ReactNode } from 'react';
import { v } from '../../../../spec/catalogue/index.ts';
import { useLongPress } from '../../gestures/use-long-press.ts';
import { emit, type UniHandler } from '../shared/events.ts';

const { types, defaultType, formTypes } = v('comp.builtin.button');

export interface ButtonProps {
  type?: string;
  size?: 'default' | 'mini';
  plain?: boolean;
  disabled?: boolean;
  loading?: boolean;
  formType?: string;
  hoverClass?: string;
  children?: ReactNode;
  onClick?: UniHandler<{ x: number; y: number }>;
  onLongpress?: UniHandler<{ x: number; y: number }>;
}

export default function Button(props: ButtonProps) {
  const ref = useRef<HTMLElement>(null);
  const type = (types as readonly string[]).includes(props.type ?? '') ? props.type! : defaultType;
  const longPress = useLongPress(props.disabled || !props.onLongpress ? undefined : (point) => emit(props.onLongpress, 'longpress', point));
  const click = (x: number, y: number) => {
    if (props.disabled) return;
    emit(props.onClick, 'click', { x, y });
    const form = ref.current?.closest('form');
    if (!form || !(formTypes as readonly string[]).includes(props.formType ?? '')) return;
    if (props.formType === 'reset') form.reset();
    else form.requestSubmit();
  };
  return (
    <uni-button
      ref={ref}
      role="button"
      type={type}
      size={props.size === 'mini' ? 'mini' : undefined}
      plain={props.plain ? 'true' : undefined}
      disabled={props.disabled ? 'true' : undefined}
      aria-disabled={props.disabled ? 'true' : undefined}
      loading={props.loading ? 'true' : undefined}
      aria-busy={props.loading ? 'true' : undefined}
      tabIndex={props.disabled ? -1 : 0}
      onClick={(e) => click(e.clientX, e.clientY)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') click(0, 0);
      }}
      {...longPress}
    >
      {props.loading ? <i className="uni-button-loading" aria-hidden="true" /> : null}
      {props.children}
    </uni-button>
  );
}
