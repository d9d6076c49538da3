/**
 * One XMLHttpRequest run the way the framework's request, downloadFile and uploadFile run theirs: a load
 * succeeds whatever its status, a network error fails bare, an abort fails with `abort`, and a timer aborts
 * the request after `timeout` ms and fails with `timeout`. The first outcome wins; later events are dropped.
 */
import type { Settle } from '../protocol.ts';

const TIMEOUT = 'timeout';
/** The failure detail of an aborted transfer: `<api>:fail abort`. */
export const ABORT = 'abort';

export interface Transfer {
  /** Ends the transfer with `<api>:fail abort`. */
  abort(): void;
  /** Ends the transfer without reporting anything: the app that started it is gone. */
  dispose(): void;
}

export interface TransferOptions {
  timeout: number;
  settle: Settle;
  /** The success result, read from the loaded request. */
  onLoad(xhr: XMLHttpRequest): Record<string, unknown>;
  /** Transfers still running, so the app can drop them when it is destroyed. */
  running: Set<Transfer>;
  /** Progress of the response body (downloadFile). */
  onProgress?(event: ProgressEvent): void;
  /** Progress of the request body (uploadFile). */
  onUploadProgress?(event: ProgressEvent): void;
}

export function startTransfer(xhr: XMLHttpRequest, body: XMLHttpRequestBodyInit | null, options: TransferOptions): Transfer {
  const { settle, running } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;
  const end = (report: () => void) => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    running.delete(transfer);
    report();
  };
  // The framework reports the abort itself rather than waiting for the request's abort event.
  const abortWith = (detail: string) => end(() => {
    xhr.abort();
    settle.reject(detail);
  });
  const transfer: Transfer = { abort: () => abortWith(ABORT), dispose: () => end(() => xhr.abort()) };
  xhr.onload = () => end(() => settle.resolve(options.onLoad(xhr)));
  xhr.onerror = () => end(() => settle.reject());
  xhr.onabort = () => end(() => settle.reject(ABORT));
  // Handlers are never reset: each checks `ended`, so nothing is reported after the outcome.
  const { onProgress, onUploadProgress } = options;
  if (onProgress) xhr.onprogress = (event) => { if (!ended) onProgress(event); };
  if (onUploadProgress) xhr.upload.onprogress = (event) => { if (!ended) onUploadProgress(event); };
  running.add(transfer);
  timer = setTimeout(() => abortWith(TIMEOUT), options.timeout);
  try {
    xhr.send(body);
  } catch (e) {
    end(() => settle.reject(e instanceof Error ? e.message : String(e)));
  }
  return transfer;
}

/** `getAllResponseHeaders()` as the header object the framework reports. */
export function parseHeaders(raw: string): Record<string, string> {
  const header: Record<string, string> = {};
  for (const line of raw.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) header[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return header;
}
