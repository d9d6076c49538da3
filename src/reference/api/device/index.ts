/** makePhoneCall, clipboard, vibration, scanCode and preLogin (issue 7); the locale APIs are ./locale.ts. */
import { t } from '../../i18n/index.ts';
import { showToastPopup } from '../../overlays/popups.ts';
import type { Runtime } from '../../runtime/runtime.ts';
import { TOAST_DURATION } from '../feedback/index.ts';
import { chooseFiles } from '../media/file-chooser.ts';
import { trackInteraction } from '../media/interact.ts';
import { ApiFailure, defineAsyncApi } from '../protocol.ts';
import { readClipboard, writeClipboard } from './clipboard.ts';
import { detectCode } from './scan-code.ts';

const VIBRATION_MS = { long: 400, short: 15 };
/** The only one-click login provider. */
const PROVIDERS = ['univerify'];
const EMPTY_PHONE_NUMBER = 'makePhoneCall:fail parameter error: parameter.phoneNumber should not be empty String;';
const RECOGNITION_FAILED = 'Recognition failed';

function vibrate(ms: number): boolean {
  try {
    return typeof navigator.vibrate === 'function' && navigator.vibrate(ms);
  } catch {
    return false;
  }
}

export function deviceApis(rt: Runtime) {
  const inGesture = trackInteraction(rt);
  const toast = (title: string, icon: 'success' | 'none') =>
    showToastPopup(rt, { kind: 'toast', title, icon, image: '', mask: false }, TOAST_DURATION);

  return {
    makePhoneCall: defineAsyncApi('makePhoneCall', {
      phoneNumber: {
        type: 'String',
        required: true,
        validator: (value: string) => (value ? undefined : EMPTY_PHONE_NUMBER),
      },
    }, (params, settle) => {
      window.location.href = `tel:${params.phoneNumber}`;
      settle.resolve();
    }),

    setClipboardData: defineAsyncApi('setClipboardData', {
      data: { type: 'String', required: true },
      showToast: { type: 'Boolean', default: true },
    }, async (params, settle) => {
      await writeClipboard(params.data).catch(() => { throw new ApiFailure(); });
      if (params.showToast) toast(t('uni.setClipboardData.success'), 'success');
      settle.resolve();
    }),

    getClipboardData: defineAsyncApi('getClipboardData', {}, async (_params, settle) => {
      const data = await readClipboard().catch(() => { throw new ApiFailure(); });
      settle.resolve({ data });
    }),

    vibrateLong: defineAsyncApi('vibrateLong', {}, (_params, settle) => {
      if (vibrate(VIBRATION_MS.long)) settle.resolve();
      else settle.reject();
    }),

    vibrateShort: defineAsyncApi('vibrateShort', {}, (_params, settle) => {
      if (vibrate(VIBRATION_MS.short)) settle.resolve();
      else settle.reject();
    }),

    scanCode: defineAsyncApi('scanCode', {
      onlyFromCamera: { type: 'Boolean', default: false },
      scanType: { type: 'Array' },
    }, async (params, settle) => {
      // The web has no scanner view: the code is read from a photo taken or chosen by the user.
      const files = await chooseFiles({ accept: 'image/*', multiple: false, capture: params.onlyFromCamera }, inGesture);
      if (!files?.[0]) throw new ApiFailure('cancel');
      const found = await detectCode(files[0]);
      if (!found) {
        toast(t('uni.scanCode.fail'), 'none');
        throw new ApiFailure(RECOGNITION_FAILED);
      }
      settle.resolve({ ...found, path: '' });
    }),

    preLogin: defineAsyncApi('preLogin', {
      provider: {
        type: 'String',
        required: true,
        validator: (value: string) => (PROVIDERS.includes(value) ? undefined : 'provider error'),
      },
    }, (_params, settle) => {
      // One-click login pre-fetches the carrier's number; a browser has no carrier, so there is nothing to prepare.
      settle.resolve();
    }),
  };
}
