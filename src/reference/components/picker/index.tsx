/**
 * `<picker>`: tapping it opens a popup of columns (a listbox of labels, or a number field for a time or date part) with cancel and done actions.
 * Modes selector, multiSelector, time and date only; any other mode is reported with a clear error and
 * the picker stays closed.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { t } from '../../i18n/index.ts';
import { emit, type UniHandler } from '../shared/events.ts';
import { columns, indicesOf, valueOf, type ColumnsInput, type Mode, type Value } from './columns.ts';

const MODES: readonly Mode[] = ['selector', 'multiSelector', 'time', 'date'];

export interface PickerProps {
  mode?: string;
  range?: unknown[];
  rangeKey?: string;
  value?: Value;
  start?: string;
  end?: string;
  fields?: string;
  disabled?: boolean;
  name?: string;
  children?: ReactNode;
  onChange?: UniHandler<{ value: Value }>;
  onColumnchange?: UniHandler<{ column: number; value: number }>;
  onCancel?: UniHandler;
}

export function isMode(mode: unknown): mode is Mode {
  return (MODES as readonly unknown[]).includes(mode);
}

export function invalidModeMessage(mode: unknown): string {
  return `picker mode "${String(mode)}" is not supported; use one of ${MODES.join(', ')}`;
}

export default function Picker(props: PickerProps) {
  const mode = props.mode ?? 'selector';
  const valid = isMode(mode);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);

  useEffect(() => {
    if (!valid) console.error(invalidModeMessage(mode));
  }, [valid, mode]);

  const input: ColumnsInput | null = valid
    ? { mode, range: props.range ?? [], rangeKey: props.rangeKey, start: props.start, end: props.end, fields: props.fields, thisYear: new Date().getFullYear() }
    : null;

  const show = () => {
    if (!input || props.disabled) return;
    setChosen(indicesOf(props.value ?? 0, input, new Date()));
    setOpen(true);
  };
  const cancel = () => {
    setOpen(false);
    emit(props.onCancel, 'cancel', {});
  };
  const confirm = () => {
    setOpen(false);
    if (input) emit(props.onChange, 'change', { value: valueOf(chosen, input) });
  };
  const choose = (column: number, index: number) => {
    setChosen((prev) => prev.map((old, i) => (i === column ? index : old)));
    if (mode === 'multiSelector') emit(props.onColumnchange, 'columnchange', { column, value: index });
  };

  return (
    <>
      <uni-picker mode={mode} aria-disabled={props.disabled || !valid ? 'true' : undefined} aria-invalid={valid ? undefined : 'true'} onClick={show}>
        {props.children}
      </uni-picker>
      {open && input ? (
        <div className="uni-picker-container uni-picker-toggle" role="dialog">
          <div className="uni-picker-header">
            <button type="button" className="uni-picker-action uni-picker-action-cancel" onClick={cancel}>{t('uni.picker.cancel')}</button>
            <button type="button" className="uni-picker-action uni-picker-action-confirm" onClick={confirm}>{t('uni.picker.done')}</button>
          </div>
          <div className="uni-picker-content">
            {columns(input).map((col, column) => ('labels' in col ? (
              <div key={column} className="uni-picker-column" role="listbox" aria-label={`column ${column + 1}`}>
                {col.labels.map((text, index) => (
                  <div key={index} role="option" className="uni-picker-item" aria-selected={(chosen[column] ?? 0) === index} onClick={() => choose(column, index)}>
                    {text}
                  </div>
                ))}
              </div>
            ) : (
              <input
                key={column}
                className="uni-picker-column"
                type="number"
                aria-label={`column ${column + 1}`}
                min={col.min}
                max={col.max}
                step={1}
                value={String(col.min + (chosen[column] ?? 0)).padStart(col.digits, '0')}
                onChange={(e) => {
                  const n = Math.round(Number(e.currentTarget.value));
                  if (Number.isFinite(n)) choose(column, Math.min(col.max, Math.max(col.min, n)) - col.min);
                }}
              />
            )))}
          </div>
        </div>
      ) : null}
    </>
  );
}
