/**
 * `<picker>`: tapping it opens a popup of columns with cancel and done actions. Each column is a listbox
 * of options: the range's labels, or every number of a time or date part (hours 00–23, minutes 00–59,
 * the years, months 01–12, days 01–31), as the framework's picker-view columns show them.
 * Modes selector, multiSelector, time and date only; any other mode is reported with a clear error and
 * the picker stays closed.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { t } from '../../i18n/index.ts';
import { emit, type UniHandler } from '../shared/events.ts';
import { columns, indicesOf, valueOf, type Column, type ColumnsInput, type Mode, type Value } from './columns.ts';

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

/** What each option of a column reads: its label, or its number padded as the framework pads it. */
const labelsOf = (col: Column): string[] =>
  'labels' in col ? col.labels : Array.from({ length: col.max - col.min + 1 }, (_, i) => String(col.min + i).padStart(col.digits, '0'));

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
            {columns(input).map((col, column) => (
              <div key={column} className="uni-picker-column" role="listbox" aria-label={`column ${column + 1}`}>
                {labelsOf(col).map((text, index) => (
                  <div key={index} role="option" className="uni-picker-item" aria-selected={(chosen[column] ?? 0) === index} onClick={() => choose(column, index)}>
                    {text}
                  </div>
                ))}
              </div>
            ))}
          </div>
        </div>
      ) : null}
    </>
  );
}
