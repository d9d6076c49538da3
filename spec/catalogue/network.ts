import type { Clause } from './types.ts';

/** The request, download and upload wrappers and the HTTP client (seed sections 7, 8, 9). */
export const network = [
  {
    id: 'net.request.default-timeout',
    section: 7, area: 'network',
    statement: 'uni.request MUST time out after 60000 ms unless a timeout is configured globally or per call.',
    values: { timeoutMs: 60000 },
  },
  {
    id: 'net.request.json-body',
    section: 7, area: 'network',
    statement: 'uni.request MUST send an object body of a non-GET request as JSON with the Content-Type application/json unless the caller set a content type.',
    values: { contentType: 'application/json' },
  },
  {
    id: 'net.request.status-is-success',
    section: 7, area: 'network',
    statement: 'uni.request MUST report every HTTP response, whatever its status, through success with its statusCode, data and header.',
    values: { errMsg: 'request:ok' },
  },
  {
    id: 'net.request.timeout',
    section: 8, area: 'network',
    statement: 'A request, download or upload that runs out of time MUST fail with \'<api>:fail timeout\' (\'request:fail timeout\' for uni.request).',
    values: { errMsg: 'request:fail timeout', detail: 'timeout' },
  },
  {
    id: 'net.request.network-error',
    section: 8, area: 'network',
    statement: 'A request that fails at the network level MUST fail with \'request:fail\'.',
    values: { errMsg: 'request:fail' },
  },
  {
    id: 'net.request.abort',
    section: 8, area: 'network',
    statement: 'A request aborted through its task MUST fail with \'request:fail abort\'.',
    values: { errMsg: 'request:fail abort', detail: 'abort' },
  },
  {
    id: 'net.download-file.get',
    section: 7, area: 'network',
    statement: 'uni.downloadFile MUST fetch the file with a GET request and succeed with its statusCode and a temporary file path.',
    values: { method: 'GET', errMsg: 'downloadFile:ok' },
  },
  {
    id: 'net.upload-file.multipart',
    section: 7, area: 'network',
    statement: 'uni.uploadFile MUST POST its files and formData as a multipart form and succeed with the response\'s statusCode and data.',
    values: { method: 'POST' },
  },
  {
    id: 'net.upload-file.default-timeout',
    section: 7, area: 'network',
    statement: 'uni.uploadFile MUST time out after 60000 ms unless a timeout is configured globally or per call.',
    values: { timeoutMs: 60000 },
  },
  {
    id: 'net.upload-file.file-error',
    section: 8, area: 'network',
    statement: 'uni.uploadFile MUST fail with \'uploadFile:fail file error\' when it has no file it can read, and send nothing.',
    values: { detail: 'file error' },
  },
  {
    id: 'net.http-client.json-content-type',
    section: 7, area: 'network',
    statement: 'The HTTP client MUST send an object body as JSON with the application/json content type.',
    values: { contentType: 'application/json' },
    requires: ['http-client'],
  },
  {
    id: 'net.http-client.xsrf',
    section: 7, area: 'network',
    statement: 'The HTTP client MUST copy the XSRF-TOKEN cookie, when it exists, into the X-XSRF-TOKEN request header, and send no such header otherwise.',
    values: { cookieName: 'XSRF-TOKEN', headerName: 'X-XSRF-TOKEN' },
    requires: ['http-client'],
  },
  {
    id: 'net.http-client.no-timeout',
    section: 7, area: 'network',
    statement: 'The HTTP client MUST NOT time out by default.',
    values: { timeoutMs: 0 },
    requires: ['http-client'],
  },
  {
    id: 'net.http-client.validate-status',
    section: 7, area: 'network',
    statement: 'The HTTP client MUST treat a response as success exactly when its status lies in 200–299.',
    values: { min: 200, max: 299 },
    requires: ['http-client'],
  },
  {
    id: 'net.async-error.retry',
    section: 8, area: 'network',
    statement: 'A page that fails to load MUST show \'Connection to server timed out, tap the screen to retry\' and retry when the screen is tapped.',
    values: { message: 'Connection to server timed out, tap the screen to retry' },
  },
] as const satisfies readonly Clause[];
