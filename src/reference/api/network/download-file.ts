/**
 * uni.downloadFile: a GET of the file as a Blob, handed back as a temporary file path (an object url), with
 * progress reported to the task's onProgressUpdate listeners.
 */
import { defineAsyncApi, type Protocol } from '../protocol.ts';
import type { NetworkContext } from './context.ts';
import { DEFAULT_TIMEOUT } from './defaults.ts';
import { fileToUrl } from './files.ts';
import { ProgressTask } from './task.ts';
import { startTransfer } from './transfer.ts';

export interface DownloadProgress {
  progress: number;
  totalBytesWritten: number;
  totalBytesExpectedToWrite: number;
}

const protocol: Protocol = {
  url: { type: 'String', required: true },
  header: { type: 'Object', default: () => ({}) },
  timeout: { type: 'Number' },
};

export function downloadFile(ctx: NetworkContext) {
  return defineAsyncApi('downloadFile', protocol, (params, settle) => {
    const { url, header } = params;
    // The framework reads the request setting here, not a downloadFile one.
    const timeout: number = params.timeout ?? ctx.timeouts.request ?? DEFAULT_TIMEOUT;
    const xhr = new XMLHttpRequest();
    const task = new ProgressTask<DownloadProgress>();
    xhr.open('GET', url);
    for (const [key, value] of Object.entries(header as Record<string, unknown>)) xhr.setRequestHeader(key, String(value));
    xhr.responseType = 'blob';
    task.attach(startTransfer(xhr, null, {
      timeout,
      onProgress: task.report((progress, totalBytesWritten, totalBytesExpectedToWrite) => ({ progress, totalBytesWritten, totalBytesExpectedToWrite })),
      settle,
      running: ctx.running,
      onLoad: () => {
        const blob = xhr.response as Blob;
        const file = new File([blob], fileName(xhr, url), { type: blob.type });
        return { statusCode: xhr.status, tempFilePath: fileToUrl(file) };
      },
    }));
    return task;
  });
}

/** The name from Content-Disposition, else the last segment of the url's path. */
function fileName(xhr: XMLHttpRequest, url: string): string {
  const disposition = /filename="?([^";]+)"?/.exec(xhr.getResponseHeader('content-disposition') ?? '');
  if (disposition) return disposition[1]!;
  const path = url.split(/[?#]/)[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1);
}
