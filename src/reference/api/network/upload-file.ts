/**
 * uni.uploadFile: a POST of a multipart form, formData entries first, then each file under its `name`
 * ('file' by default). Files are read from their paths before the request starts; an abort asked for
 * meanwhile still ends the call with `abort`.
 */
import { defineAsyncApi, type Protocol, type Settle } from '../protocol.ts';
import type { NetworkContext } from './context.ts';
import { DEFAULT_TIMEOUT } from './defaults.ts';
import { urlToFile } from './files.ts';
import { ProgressTask } from './task.ts';
import { ABORT, startTransfer } from './transfer.ts';

export interface UploadProgress {
  progress: number;
  totalBytesSent: number;
  totalBytesExpectedToSend: number;
}

interface UploadEntry {
  name?: string;
  file?: Blob;
  uri?: string;
}

const protocol: Protocol = {
  url: { type: 'String', required: true },
  files: { type: 'Array' },
  filePath: { type: 'String' },
  name: { type: 'String' },
  header: { type: 'Object', default: () => ({}) },
  formData: { type: 'Object', default: () => ({}) },
  timeout: { type: 'Number' },
};

/** The failure detail when a file cannot be read. */
const FILE_ERROR = 'file error';

export function uploadFile(ctx: NetworkContext) {
  return defineAsyncApi('uploadFile', protocol, (params, settle) => {
    const entries: UploadEntry[] = Array.isArray(params.files) && params.files.length > 0
      ? params.files
      : [{ name: params.name, uri: params.filePath }];
    const task = new ProgressTask<UploadProgress>();
    Promise.all(entries.map(readFile)).then(
      (blobs) => {
        if (task.isAborted) return settle.reject(ABORT);
        const form = new FormData();
        for (const [key, value] of Object.entries(params.formData as Record<string, unknown>)) form.append(key, String(value));
        entries.forEach((entry, i) => {
          const blob = blobs[i]!;
          form.append(entry.name || 'file', blob, (blob as File).name || `file-${Date.now()}`);
        });
        send(ctx, params, form, task, settle);
      },
      () => settle.reject(FILE_ERROR),
    );
    return task;
  });
}

function readFile(entry: UploadEntry): Promise<Blob> {
  if (entry.file instanceof Blob) return Promise.resolve(entry.file);
  if (typeof entry.uri !== 'string' || entry.uri === '') return Promise.reject(new Error('no file'));
  return urlToFile(entry.uri);
}

function send(ctx: NetworkContext, params: Record<string, any>, form: FormData, task: ProgressTask<UploadProgress>, settle: Settle): void {
  const xhr = new XMLHttpRequest();
  xhr.open('POST', params.url);
  for (const [key, value] of Object.entries(params.header as Record<string, unknown>)) xhr.setRequestHeader(key, String(value));
  task.attach(startTransfer(xhr, form, {
    onUploadProgress: task.report((progress, totalBytesSent, totalBytesExpectedToSend) => ({ progress, totalBytesSent, totalBytesExpectedToSend })),
    timeout: params.timeout ?? ctx.timeouts.uploadFile ?? DEFAULT_TIMEOUT,
    settle,
    running: ctx.running,
    onLoad: () => ({ statusCode: xhr.status, data: xhr.responseText || xhr.response }),
  }));
}
