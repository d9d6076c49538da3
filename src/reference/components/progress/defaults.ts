/** `<progress>`'s defaults, and the range its percent is clamped to. */
export const PROGRESS_DEFAULTS = {
  strokeWidth: 6,
  activeColor: '#007AFF',
  backgroundColor: '#EBEBEB',
  /** ms the active animation spends on each percent. */
  durationPerPercent: 30,
};

export const PERCENT_RANGE = { min: 0, max: 100 };
