/**
 * `<input>`: one line of text of the framework's `type`s, limited to `maxlength` (140 unless told; enforced
 * by hand because browsers ignore the attribute on number fields); Enter emits `confirm`.
 */
import { emit, type UniHandler } from '../shared/events.ts';
import { maxLengthOf, useFieldValue } from '../shared/field.ts';
import { DEFAULT_INPUT_TYPE, DEFAULT_MAXLENGTH, INPUT_TYPES } from './defaults.ts';

type InputType = (typeof INPUT_TYPES)[number];

/** The HTML field behind each framework type. */
const htmlType: Record<InputType, { type: string; inputMode?: 'numeric' | 'decimal' | 'text' | 'tel' }> = {
  text: { type: 'text' },
  number: { type: 'number', inputMode: 'numeric' },
  idcard: { type: 'text', inputMode: 'text' },
  digit: { type: 'number', inputMode: 'decimal' },
  password: { type: 'password' },
  tel: { type: 'tel', inputMode: 'tel' },
};

export interface InputProps {
  value?: string | number;
  type?: string;
  password?: boolean;
  placeholder?: string;
  disabled?: boolean;
  maxlength?: number | string;
  focus?: boolean;
  confirmType?: 'send' | 'search' | 'next' | 'go' | 'done';
  name?: string;
  onInput?: UniHandler<{ value: string; cursor: number }>;
  onFocus?: UniHandler<{ value: string }>;
  onBlur?: UniHandler<{ value: string }>;
  onConfirm?: UniHandler<{ value: string }>;
}

export default function Input(props: InputProps) {
  const type: InputType = (INPUT_TYPES as readonly string[]).includes(props.type ?? '') ? (props.type as InputType) : DEFAULT_INPUT_TYPE;
  const field = props.password ? htmlType.password : htmlType[type];
  const max = maxLengthOf(props.maxlength, DEFAULT_MAXLENGTH);
  const [text, change] = useFieldValue(props.value, max);
  return (
    <uni-input type={type}>
      <input
        className="uni-input-input"
        type={field.type}
        inputMode={field.inputMode}
        name={props.name}
        value={text}
        placeholder={props.placeholder}
        disabled={props.disabled}
        autoFocus={props.focus}
        maxLength={Number.isFinite(max) ? max : undefined}
        enterKeyHint={props.confirmType}
        onChange={(e) => {
          const value = change(e.currentTarget.value);
          if (e.currentTarget.value !== value) e.currentTarget.value = value;
          emit(props.onInput, 'input', { value, cursor: value.length });
        }}
        onKeyUp={(e) => {
          if (e.key === 'Enter') emit(props.onConfirm, 'confirm', { value: e.currentTarget.value });
        }}
        onFocus={(e) => emit(props.onFocus, 'focus', { value: e.currentTarget.value })}
        onBlur={(e) => emit(props.onBlur, 'blur', { value: e.currentTarget.value })}
      />
    </uni-input>
  );
}
