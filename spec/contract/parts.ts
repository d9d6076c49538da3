/**
 * Contract version 2: how the suite finds what a clause talks about. A test never names an
 * implementation's elements, classes or attributes; it asks the target for a *part* by its name here
 * (`'modal.title'`, `'picker.column'`), the way web-platform-tests sees a browser only through the web
 * platform. Each part is described by what a user sees, not by how any runtime draws it.
 *
 * A target answers with a `PartFinder` per part it draws differently from the reference; every part it
 * leaves out is found the reference's way (`referenceParts`). Where a clause can be judged through what
 * the framework itself exposes (its events and their `detail`, callbacks, `getCurrentPages()`, visible
 * text, accessible roles), the tests do that instead and need no part.
 */
import type { Locator, Page } from '@playwright/test';

/** Every part a test may ask for, with what it is. A finder returns every match, in document order. */
export const PART_DESCRIPTIONS = {
  // The page shell. A part of the shell may be one element for the whole app or one per page: the
  // suite takes the shown one.
  'shell.page': 'the page the user currently sees (its body, with the text the fixture page shows)',
  'shell.navigation-bar': 'the navigation bar (the box whose height, colours and title the user sees)',
  'shell.navigation-bar.title': 'the title text of the navigation bar',
  'shell.navigation-bar.back': 'the back button of the navigation bar',
  'shell.tab-bar': 'the tab bar (the box whose height the user sees)',
  'shell.tab-bar.item': 'each item of the tab bar, in order',
  'shell.tab-bar.selected-item': 'the item of the tab bar that is selected',
  'shell.top-window': 'the top window (pages.json topWindow)',
  'shell.left-window': 'the left window (pages.json leftWindow)',
  'shell.right-window': 'the right window (pages.json rightWindow)',
  'shell.async-error': 'the screen shown when a page\'s code fails to load (tap to retry)',
  'shell.page-refresh': 'the indicator of the page\'s pull-down refresh (the box that comes down with a pull)',
  // Popups opened by the APIs.
  'popup.modal': 'the dialog opened by showModal',
  'popup.modal.title': 'the title of the modal',
  'popup.modal.content': 'the content text of the modal',
  'popup.modal.button': 'each button of the modal, cancel first when shown',
  'popup.toast': 'the toast opened by showToast or showLoading',
  'popup.toast.text': 'the text of the toast',
  'popup.toast.icon': 'the icon of the toast (success, error, loading glyph or the given image)',
  'popup.loading': 'the spinner of a loading toast (showLoading, or showToast with icon loading)',
  'popup.action-sheet': 'the sheet opened by showActionSheet',
  'popup.action-sheet.item': 'each item of the action sheet, in order (not the cancel button)',
  'popup.action-sheet.list': 'the scrolling box that holds the items (its height is capped)',
  'popup.action-sheet.cancel': 'the cancel button of the action sheet',
  'popup.quit-prompt': 'the prompt shown by a first back press on the entry page',
  'popup.image-preview': 'the full-screen preview opened by previewImage',
  'popup.image-preview.current': 'the picture the preview currently shows',
  // Built-in components, inside what `mount` (unit face) or a fixture page (browser face) rendered.
  'component.root': 'the root element a built-in component renders (what the user taps or sizes)',
  'picker': 'a picker (the box the user taps to open it)',
  'picker.popup': 'the popup of an open picker',
  'picker.column': 'each column of the open picker, in order',
  'picker.option': 'each option of a picker column, in order (search inside a column)',
  'picker.confirm': 'the confirm (done) button of the open picker',
  'picker.cancel': 'the cancel button of the open picker',
  'progress.track': 'the track of a progress bar (its full width)',
  'progress.bar': 'the active part of a progress bar (its width is the percent of the track)',
  'progress.info': 'the percent text a progress shows with show-info',
  'movable-area': 'a movable-area',
  'movable-view': 'a movable-view (the box that moves and scales)',
  'scroll-view.scroller': 'the box of a scroll-view that scrolls and takes the touches',
  'scroll-view.refresher': 'the refresher area a scroll-view shows while pulled',
  'rich-text': 'the element holding the nodes a rich-text renders',
  'image.picture': 'the element that loads the picture an image shows (an <img>; it may stay out of the document until its picture has loaded)',
  'audio.name': 'the name an audio shows',
  'audio.author': 'the author an audio shows',
  'audio.control': 'the play / pause control of an audio with controls',
  'button.loading': 'the loading indicator of a button with loading set',
  'text-field': 'the text field of an input or textarea (where the user types)',
  'map.marker': 'each marker a map shows',
  // The framework's location pages.
  'location.choose': 'the page opened by chooseLocation',
  'location.choose.map': 'the map of that page',
  'location.choose.back': 'its back (cancel) button',
  'location.choose.confirm': 'its confirm button',
  'location.choose.search': 'its search field (where the user types a keyword)',
  'location.choose.list': 'its list of places (the box that scrolls)',
  'location.choose.item': 'each place of its list, in order',
  'location.choose.item.name': 'the name of a place of its list (search inside an item)',
  'location.choose.item.detail': 'the distance and address of a place of its list (search inside an item)',
  'location.choose.loading': 'the loading indicator of its list',
  'location.open': 'the page opened by openLocation',
  'location.open.back': 'its back button',
  'location.open.navigate': 'its link that starts navigation in a map service',
} as const;

export type PartName = keyof typeof PART_DESCRIPTIONS;
export const PART_NAMES = Object.keys(PART_DESCRIPTIONS) as PartName[];

/**
 * How a target finds one part. A CSS selector serves both faces; functions serve one face each and win
 * over the selector there. `within` is the scope a test searches in: the unit face's container (or
 * `document`), the browser face's page or a locator.
 */
export type PartFinder =
  | string
  | {
      css?: string;
      unit?(within: ParentNode): Element[];
      browser?(within: Page | Locator): Locator;
    };

export type Parts = Partial<Record<PartName, PartFinder>>;
