/**
 * The hidden `<input type=file>` the framework clicks to choose files. A chooser opened outside a user
 * gesture gets the framework's console notice, since browsers may refuse to show it.
 */
import { t } from '../../i18n/index.ts';

export interface ChooserOptions {
  accept?: string;
  multiple: boolean;
  /** Ask for the camera instead of the album. */
  capture: boolean;
}

let open: { input: HTMLInputElement; done(files: File[] | null): void } | undefined;

/** Resolves with the chosen files, or null when the user cancels. */
export function chooseFiles(options: ChooserOptions, inGesture: () => boolean): Promise<File[] | null> {
  open?.done(null);
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.style.cssText = 'position:absolute;visibility:hidden;z-index:-999;width:0;height:0;top:0;left:0';
    if (options.accept) input.accept = options.accept;
    input.multiple = options.multiple;
    if (options.capture) input.setAttribute('capture', 'camera');
    const current = {
      input,
      done(files: File[] | null) {
        if (open === current) open = undefined;
        input.remove();
        resolve(files);
      },
    };
    open = current;
    input.addEventListener('change', () => current.done([...(input.files ?? [])]));
    input.addEventListener('cancel', () => current.done(null));
    document.body.append(input);
    input.click();
    if (!inGesture()) console.warn(t('uni.chooseFile.notUserActivation'));
  });
}
