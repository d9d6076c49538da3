/** `<input>`'s types and defaults. */
export const INPUT_TYPES = ['text', 'number', 'idcard', 'digit', 'password', 'tel'] as const;
export const DEFAULT_INPUT_TYPE = 'text';
export const DEFAULT_MAXLENGTH = 140;
