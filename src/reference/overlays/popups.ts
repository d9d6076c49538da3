/**
 * The state of the framework's popups (modal, toast and loading, action sheet, image preview) for one
 * running app. The feedback APIs write here; the overlay components render it above the pages.
 */
import type { Runtime } from '../runtime/runtime.ts';
import { createStore, type Store } from '../runtime/store.ts';

export interface ModalResult {
  confirm: boolean;
  cancel: boolean;
  content?: string;
}

export interface ModalRequest {
  title: string;
  content: string;
  showCancel: boolean;
  cancelText: string;
  cancelColor: string;
  confirmText: string;
  confirmColor: string;
  editable: boolean;
  placeholderText: string;
  close(result: ModalResult): void;
}

export interface ToastRequest {
  /** Loading shares the toast's popup, as in the framework; hideToast and hideLoading both close it. */
  kind: 'toast' | 'loading';
  title: string;
  icon: 'success' | 'loading' | 'error' | 'none';
  image: string;
  mask: boolean;
}

export interface Popover {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface ActionSheetRequest {
  title: string;
  itemList: string[];
  itemColor: string;
  popover?: Popover;
  /** The tapped index, or -1 for cancel. */
  close(tapIndex: number): void;
}

export interface PreviewRequest {
  urls: string[];
  current: number;
  loop: boolean;
  close(): void;
}

export interface Popups {
  modal?: ModalRequest;
  toast?: ToastRequest;
  actionSheet?: ActionSheetRequest;
  preview?: PreviewRequest;
}

const stores = new WeakMap<Runtime, Store<Popups>>();

export function popups(rt: Runtime): Store<Popups> {
  let store = stores.get(rt);
  if (!store) {
    store = createStore<Popups>({});
    stores.set(rt, store);
  }
  return store;
}

export function openPopup<K extends keyof Popups>(rt: Runtime, key: K, value: Popups[K]): void {
  popups(rt).set((s) => ({ ...s, [key]: value }));
}

/** Closes a popup, only if it still shows `which` when given (a later call may have replaced it). */
export function closePopup<K extends keyof Popups>(rt: Runtime, key: K, which?: Popups[K]): void {
  popups(rt).set((s) => (which && s[key] !== which ? s : { ...s, [key]: undefined }));
}

const toastTimers = new WeakMap<Runtime, ReturnType<typeof setTimeout>>();

/** Shows the toast (or loading) popup for `duration` ms, replacing any shown one. */
export function showToastPopup(rt: Runtime, toast: ToastRequest, duration: number): void {
  if (!toastTimers.has(rt)) rt.disposers.push(() => clearTimeout(toastTimers.get(rt)));
  clearTimeout(toastTimers.get(rt));
  openPopup(rt, 'toast', toast);
  toastTimers.set(rt, setTimeout(() => closePopup(rt, 'toast', toast), duration));
}

export function hideToastPopup(rt: Runtime): void {
  clearTimeout(toastTimers.get(rt));
  closePopup(rt, 'toast');
}
