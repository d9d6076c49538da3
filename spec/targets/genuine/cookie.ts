/** The cookie that tells the genuine server which build a browser context is looking at. */
export const APP_COOKIE = 'uni-genuine-app';
