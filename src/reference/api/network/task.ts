/**
 * The task objects request, downloadFile and uploadFile return when called with callbacks. A task can be
 * aborted before its request is sent (uploadFile reads its files first); the abort then wins when it starts.
 */
import type { Transfer } from './transfer.ts';

export class RequestTask {
  private transfer?: Transfer;
  private aborted = false;

  /** Binds the running request; an abort asked for earlier ends it at once. */
  attach(transfer: Transfer): void {
    this.transfer = transfer;
    if (this.aborted) transfer.abort();
  }

  get isAborted(): boolean {
    return this.aborted;
  }

  abort(): void {
    this.aborted = true;
    this.transfer?.abort();
  }
}

type Listener<P> = (progress: P) => void;

/** A task that reports progress to the listeners registered with onProgressUpdate. */
export class ProgressTask<P> extends RequestTask {
  private listeners: Listener<P>[] = [];

  onProgressUpdate(listener: Listener<P>): void {
    if (typeof listener === 'function') this.listeners.push(listener);
  }

  offProgressUpdate(listener: Listener<P>): void {
    this.listeners = this.listeners.filter((l) => l !== listener);
  }

  /** The progress event handler: `progress` is the rounded percentage of `loaded` in `total`. */
  report(make: (progress: number, loaded: number, total: number) => P): (event: ProgressEvent) => void {
    return (event) => {
      const progress = Math.round((event.loaded / event.total) * 100);
      this.listeners.forEach((l) => l(make(progress, event.loaded, event.total)));
    };
  }
}
