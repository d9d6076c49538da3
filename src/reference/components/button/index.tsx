/**
 * `<button>`: the framework's types (default, primary, warn), size, plain, disabled and loading. A disabled
 * button emits nothing; `form-type` submit / reset acts on the enclosing form.
 */
import { useRef, type ReactNode } from 'react';
import { useLongPress } from '../../gestures/use-long-press.ts';
import { emit, type UniHandler } from '../shared/events.ts';
import { BUTTON_TYPES, DEFAULT_BUTTON_TYPE, FORM_TYPES } from './defaults.ts';

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
  const type = BUTTON_TYPES.includes(props.type ?? '') ? props.type! : DEFAULT_BUTTON_TYPE;
  const longPress = useLongPress(props.disabled || !props.onLongpress ? undefined : (point) => emit(props.onLongpress, 'longpress', point));
  const click = (x: number, y: number) => {
    if (props.disabled) return;
    emit(props.onClick, 'click', { x, y });
    const form = ref.current?.closest('form');
    if (!form || !FORM_TYPES.includes(props.formType ?? '')) return;
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
