/** Why a route API refuses a navigation, in the framework's words. */
export const pageNotFound = (url: string) => `page \`${url}\` is not found`;

export const TAB_PAGE_NOT_NAVIGABLE = {
  navigateTo: 'can not navigateTo a tabbar page',
  redirectTo: 'can not redirectTo a tabbar page',
} as const;

export const NOT_A_TAB_PAGE = 'can not switch to no-tabBar page';

export const tabPageAlreadyOpen = (path: string) => `tabBar page \`${path}\` already exists`;

/** The url of a navigation still in flight. */
export const urlLocked = (url: string) => `${url} locked`;

export const unsupportedAnimationType = (type: string, supported: readonly string[]) =>
  `\`${type}\` is not supported for \`animationType\` (supported values are: ${supported.map((a) => `\`${a}\``).join('|')})`;
