/** chooseImage, chooseVideo, chooseFile, getVideoInfo, saveImageToPhotosAlbum (issue 7). */
import type { Runtime } from '../../runtime/runtime.ts';

export function mediaApis(_rt: Runtime) {
  return {};
}
