/** `<scroll-view>`'s defaults: its edge thresholds and refresher (px). */
export const SCROLL_VIEW_DEFAULTS = {
  upperThreshold: 50,
  lowerThreshold: 50,
  refresherThreshold: 45,
  refresherBackground: '#fff',
};
