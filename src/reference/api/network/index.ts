/** request, downloadFile, uploadFile: the framework's network APIs, on XMLHttpRequest. */
import type { Runtime } from '../../runtime/runtime.ts';
import type { NetworkContext } from './context.ts';
import { downloadFile } from './download-file.ts';
import { request } from './request.ts';
import { uploadFile } from './upload-file.ts';

export function networkApis(rt: Runtime) {
  const ctx: NetworkContext = { timeouts: rt.app.networkTimeout ?? {}, running: new Set() };
  rt.disposers.push(() => [...ctx.running].forEach((t) => t.dispose()));
  return { request: request(ctx), downloadFile: downloadFile(ctx), uploadFile: uploadFile(ctx) };
}
