/** showModal, showToast / hideToast, showLoading / hideLoading, showActionSheet, previewImage (issue 7). */
import { t } from '../../i18n/index.ts';
import { closePopup, hideToastPopup, openPopup, showToastPopup, type ModalResult, type ToastRequest } from '../../overlays/popups.ts';
import type { Runtime } from '../../runtime/runtime.ts';
import { defineAsyncApi, type Protocol } from '../protocol.ts';

const TOAST_ICONS = ['success', 'loading', 'error', 'none'] as const;
/** The framework's toast default (protocol/ui/popup.js). */
export const TOAST_DURATION = 1500;
/** The framework's loading default (protocol/ui/popup.js): shown until hideLoading. */
const LOADING_DURATION = 100000000;

const toastProtocol = (icon: ToastRequest['icon'], duration: number): Protocol => ({
  title: { type: 'String', default: '' },
  icon: {
    type: 'String',
    default: icon,
    validator: (value: string, params) => {
      if (!(TOAST_ICONS as readonly string[]).includes(value)) params.icon = 'success';
    },
  },
  image: { type: 'String', default: '' },
  duration: { type: 'Number', default: duration },
  mask: { type: 'Boolean', default: false },
});

function asText(value: unknown): string {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

export function feedbackApis(rt: Runtime) {
  const showToast = (kind: ToastRequest['kind'], params: Record<string, any>) =>
    showToastPopup(rt, { kind, title: params.title, icon: params.icon, image: params.image, mask: params.mask }, params.duration);

  return {
    showModal: defineAsyncApi('showModal', {
      title: { type: 'String', default: '' },
      content: { type: 'String', default: '' },
      showCancel: { type: 'Boolean', default: true },
      cancelText: { type: 'String', default: () => t('uni.showModal.cancel') },
      cancelColor: { type: 'String', default: '#000' },
      confirmText: { type: 'String', default: () => t('uni.showModal.confirm') },
      confirmColor: { type: 'String', default: '#007aff' },
      editable: { type: 'Boolean', default: false },
      placeholderText: { type: 'String', default: '' },
    }, (params, settle) => {
      const modal = {
        title: params.title,
        content: params.content,
        showCancel: params.showCancel,
        cancelText: params.cancelText,
        cancelColor: params.cancelColor,
        confirmText: params.confirmText,
        confirmColor: params.confirmColor,
        editable: params.editable,
        placeholderText: params.placeholderText,
        close(result: ModalResult) {
          closePopup(rt, 'modal', modal);
          // The framework reports only the key that happened; an editable modal adds its text on confirm.
          settle.resolve(result.confirm ? { confirm: true, ...(params.editable ? { content: result.content ?? '' } : {}) } : { cancel: true });
        },
      };
      openPopup(rt, 'modal', modal);
    }),
    showToast: defineAsyncApi('showToast', toastProtocol('success', TOAST_DURATION), (params, settle) => {
      showToast('toast', params);
      settle.resolve();
    }),
    hideToast: defineAsyncApi('hideToast', {}, (_params, settle) => {
      hideToastPopup(rt);
      settle.resolve();
    }),
    showLoading: defineAsyncApi('showLoading', toastProtocol('loading', LOADING_DURATION), (params, settle) => {
      showToast('loading', { ...params, icon: 'loading' });
      settle.resolve();
    }),
    hideLoading: defineAsyncApi('hideLoading', {}, (_params, settle) => {
      hideToastPopup(rt);
      settle.resolve();
    }),
    showActionSheet: defineAsyncApi('showActionSheet', {
      title: { type: 'String', default: '' },
      itemList: {
        type: 'Array',
        required: true,
        validator: (list: unknown[], params) => {
          if (list.length < 1) return 'parameter.itemList should have at least 1 item';
          // The framework prints each item as text, whatever it is.
          params.itemList = list.map(asText);
        },
      },
      itemColor: { type: 'String', default: '#000' },
      popover: { type: 'Object' },
    }, (params, settle) => {
      const sheet = {
        title: params.title,
        itemList: params.itemList,
        itemColor: params.itemColor,
        popover: params.popover,
        close(tapIndex: number) {
          closePopup(rt, 'actionSheet', sheet);
          if (tapIndex < 0) settle.reject('cancel');
          else settle.resolve({ tapIndex });
        },
      };
      openPopup(rt, 'actionSheet', sheet);
    }),
    previewImage: defineAsyncApi('previewImage', {
      urls: {
        type: 'Array',
        required: true,
        validator: (urls: unknown[]) => {
          if (urls.some((url) => typeof url !== 'string')) return 'url is not string';
        },
      },
      current: {
        type: ['Number', 'String'],
        default: 0,
        validator: (current: number | string, params) => {
          const index = typeof current === 'string' ? params.urls.indexOf(current) : current;
          params.current = index >= 0 && index < params.urls.length ? Math.floor(index) : 0;
        },
      },
      loop: { type: 'Boolean', default: false },
    }, (params, settle) => {
      const preview = { urls: params.urls, current: params.current, loop: params.loop, close: () => closePopup(rt, 'preview', preview) };
      openPopup(rt, 'preview', preview);
      settle.resolve();
    }),
    closePreviewImage: defineAsyncApi('closePreviewImage', {}, (_params, settle) => {
      closePopup(rt, 'preview');
      settle.resolve();
    }),
  };
}
