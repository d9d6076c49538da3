/**
 * The page animations navigateTo and navigateBack accept, the one each uses when given none (the
 * `<navigator>` defaults), and how long an animation runs unless told.
 */
export const ANIMATION_TYPES = {
  navigateTo: ['slide-in-right', 'slide-in-left', 'slide-in-top', 'slide-in-bottom', 'fade-in', 'zoom-out', 'zoom-fade-out', 'pop-in', 'none'],
  navigateBack: ['slide-out-right', 'slide-out-left', 'slide-out-top', 'slide-out-bottom', 'fade-out', 'zoom-in', 'zoom-fade-in', 'pop-out', 'none'],
} as const;

export const DEFAULT_ANIMATION_TYPE = { navigateTo: 'pop-in', navigateBack: 'pop-out' } as const;

export const DEFAULT_ANIMATION_DURATION = 300;
