/** `<button>`'s types and form actions. */
export const BUTTON_TYPES = ['default', 'primary', 'warn'];
export const DEFAULT_BUTTON_TYPE = 'default';
export const FORM_TYPES = ['submit', 'reset'];
