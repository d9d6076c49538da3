/** `<textarea>`: multi-line text limited to `maxlength` characters (140 unless told; -1 for no limit). */
import { emit, type UniHandler } from '../shared/events.ts';
import { maxLengthOf, useFieldValue } from '../shared/field.ts';

const DEFAULT_MAXLENGTH = 140;

export interface TextareaProps {
  value?: string;
  placeholder?: string;
  disabled?: boolean;
  maxlength?: number | string;
  focus?: boolean;
  autoHeight?: boolean;
  onInput?: UniHandler<{ value: string; cursor: number }>;
  onFocus?: UniHandler<{ value: string }>;
  onBlur?: UniHandler<{ value: string; cursor: number }>;
  onConfirm?: UniHandler<{ value: string }>;
}

export default function Textarea(props: TextareaProps) {
  const max = maxLengthOf(props.maxlength, DEFAULT_MAXLENGTH);
  const [text, change] = useFieldValue(props.value, max);
  return (
    <uni-textarea>
      <textarea
        className="uni-textarea-textarea"
        value={text}
        placeholder={props.placeholder}
        disabled={props.disabled}
        autoFocus={props.focus}
        maxLength={Number.isFinite(max) ? max : undefined}
        style={props.autoHeight ? { overflowY: 'hidden' } : undefined}
        onChange={(e) => {
          const value = change(e.currentTarget.value);
          if (e.currentTarget.value !== value) e.currentTarget.value = value;
          emit(props.onInput, 'input', { value, cursor: value.length });
        }}
        onFocus={(e) => emit(props.onFocus, 'focus', { value: e.currentTarget.value })}
        onBlur={(e) => emit(props.onBlur, 'blur', { value: e.currentTarget.value, cursor: e.currentTarget.selectionEnd ?? 0 })}
      />
    </uni-textarea>
  );
}
