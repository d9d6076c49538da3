/**
 * The desktop popup threshold: popups (modal, action sheet, picker) use the desktop popover presentation
 * exactly when the popup area is at least 500 by 500. As in the framework, the height a caller passes is
 * the window height plus the window top (the navigation bar when it overlays the page).
 */
import { v } from '../../../spec/catalogue/index.ts';

const threshold = v('nav.shell.desktop-popup-threshold');

export function isDesktopPopup(width: number, height: number): boolean {
  return width >= threshold.width && height >= threshold.height;
}
