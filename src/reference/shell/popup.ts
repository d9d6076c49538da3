/**
 * The desktop popup threshold: popups (modal, action sheet, picker) use the desktop popover presentation
 * exactly when the popup area is at least 500 by 500. As in the framework, the height a caller passes is
 * the window height plus the window top (the navigation bar when it overlays the page).
 */
export const DESKTOP_POPUP_MIN = { width: 500, height: 500 };

export function isDesktopPopup(width: number, height: number): boolean {
  return width >= DESKTOP_POPUP_MIN.width && height >= DESKTOP_POPUP_MIN.height;
}
