/** chooseImage, chooseVideo, chooseFile, getVideoInfo, saveImageToPhotosAlbum (issue 7). */
import type { Runtime } from '../../runtime/runtime.ts';
import { ApiFailure, defineAsyncApi, type Protocol, type Rule } from '../protocol.ts';
import { chooseFiles } from './file-chooser.ts';
import { trackInteraction } from './interact.ts';
import { fileToUrl, urlToFile, withPath } from '../network/files.ts';
import { readVideoMetadata } from './video-metadata.ts';

const SOURCE_TYPES = ['album', 'camera'];
const FILE_TYPES = ['all', 'image', 'video'];
/** Framework defaults (protocol/media/*.js, media/choose-video.js). */
const CHOOSE_IMAGE_COUNT = 9;
const CHOOSE_FILE_COUNT = 100;
const CHOOSE_VIDEO_MAX_DURATION = 60;
const CHOOSE_VIDEO_METADATA_WAIT = 300;
/** How long getVideoInfo waits for metadata: shorter for a data: or blob: url, which needs no network. */
const VIDEO_INFO_TIMEOUT = { remote: 3000, local: 300 };
const SAVE_IMAGE_FAILED = 'Failed to save image to album';

const sourceType: Rule = {
  type: 'Array',
  validator: (value: unknown, params) => {
    const kept = Array.isArray(value) ? value.filter((s) => SOURCE_TYPES.includes(s)) : [];
    params.sourceType = kept.length ? kept : SOURCE_TYPES;
  },
};
const count = (fallback: number): Rule => ({
  type: 'Number',
  default: fallback,
  validator: (value: number, params) => {
    params.count = value > 0 ? Math.floor(Math.min(value, Number.MAX_SAFE_INTEGER)) : fallback;
  },
});
/** The framework's fallbacks (`['']` or `['*']`) only ever mean "no extension list", which `accept` reads from an absent one. */
const extension: Rule = {
  type: 'Array',
  validator: (value: unknown[] | undefined, params) => {
    // null is no list, as an absent one: `accept` must not read it as one.
    if (value === undefined || value === null) {
      params.extension = undefined;
      return undefined;
    }
    if (value.length === 0) return 'param extension should not be empty.';
    params.extension = value.map(String);
  },
};

const onlyCamera = (params: Record<string, any>) => params.sourceType.length === 1 && params.sourceType[0] === 'camera';

/** The input's accept list: a media type, or the given extensions. */
function accept(media: 'image' | 'video' | undefined, extensions: string[] = []): string | undefined {
  const explicit = extensions.filter((e) => e && e !== '*');
  if (explicit.length) return explicit.map((e) => `.${e.replace(/^\./, '')}`).join(',');
  return media ? `${media}/*` : undefined;
}

export function mediaApis(rt: Runtime) {
  const inGesture = trackInteraction(rt);
  const choose = async (params: Record<string, any>, media: 'image' | 'video' | undefined) => {
    const files = await chooseFiles({
      accept: accept(media, params.extension),
      multiple: params.count > 1,
      capture: onlyCamera(params),
    }, inGesture);
    if (!files) throw new ApiFailure('cancel');
    const tempFiles = files.slice(0, params.count).map(withPath);
    return { tempFilePaths: tempFiles.map((f) => f.path), tempFiles };
  };

  const imageProtocol: Protocol = {
    count: count(CHOOSE_IMAGE_COUNT),
    sizeType: { type: ['Array', 'String'] },
    sourceType,
    extension,
  };

  return {
    chooseFile: defineAsyncApi('chooseFile', {
      count: count(CHOOSE_FILE_COUNT),
      sourceType,
      type: {
        type: 'String',
        default: 'all',
        validator: (value: string, params) => {
          if (!FILE_TYPES.includes(value)) params.type = 'all';
        },
      },
      extension,
    }, (params, settle) => choose(params, params.type === 'all' ? undefined : params.type).then(settle.resolve)),

    chooseImage: defineAsyncApi('chooseImage', imageProtocol, (params, settle) => choose(params, 'image').then(settle.resolve)),

    chooseVideo: defineAsyncApi('chooseVideo', {
      sourceType,
      compressed: { type: 'Boolean', default: true },
      maxDuration: { type: 'Number', default: CHOOSE_VIDEO_MAX_DURATION },
      camera: { type: 'String', default: 'back' },
      extension,
    }, async (params, settle) => {
      const { tempFiles } = await choose({ ...params, count: 1 }, 'video');
      const file = tempFiles[0];
      if (!file) throw new ApiFailure('cancel');
      const metadata = await readVideoMetadata(file.path, CHOOSE_VIDEO_METADATA_WAIT);
      // A browser cannot stop a recording at maxDuration, so a longer video is refused once its length is known.
      if (metadata && metadata.duration > params.maxDuration) throw new ApiFailure(`video duration exceeds maxDuration ${params.maxDuration}`);
      settle.resolve({
        tempFile: file,
        tempFilePath: file.path,
        size: file.size,
        duration: metadata?.duration ?? 0,
        width: metadata?.width ?? 0,
        height: metadata?.height ?? 0,
        name: file.name,
      });
    }),

    getVideoInfo: defineAsyncApi('getVideoInfo', { src: { type: 'String', required: true } }, async (params, settle) => {
      const src: string = params.src;
      const file = await urlToFile(src).catch(() => undefined);
      const local = src.startsWith('data:') || src.startsWith('blob:');
      const metadata = await readVideoMetadata(src, local ? VIDEO_INFO_TIMEOUT.local : VIDEO_INFO_TIMEOUT.remote);
      // As in the framework: KB once the metadata is read, bytes when the wait ran out.
      if (metadata) settle.resolve({ size: Math.ceil((file?.size ?? 0) / 1024), ...metadata });
      else if (file?.size) settle.resolve({ size: file.size });
      else settle.reject();
    }),

    saveImageToPhotosAlbum: defineAsyncApi('saveImageToPhotosAlbum', { filePath: { type: 'String', required: true } }, async (params, settle) => {
      const blob = await urlToFile(params.filePath).catch(() => undefined);
      if (!blob || !blob.type.startsWith('image/')) throw new ApiFailure(SAVE_IMAGE_FAILED);
      // The web's album is the downloads folder: the image is saved as a download.
      const link = document.createElement('a');
      link.href = fileToUrl(blob);
      link.download = params.filePath.split(/[?#]/)[0]!.split('/').pop() || 'image';
      link.dispatchEvent(new MouseEvent('click'));
      settle.resolve({ path: params.filePath });
    }),
  };
}
