/**
 * uni.request on XMLHttpRequest. Every HTTP response is a success carrying its statusCode, data and header;
 * only a network error, an abort or the timeout fail.
 */
import { defineAsyncApi, isPlainObject, type Protocol } from '../protocol.ts';
import { encodeBody, withJsonContentType } from './body.ts';
import type { NetworkContext } from './context.ts';
import { DEFAULT_TIMEOUT } from './defaults.ts';
import { stringifyQuery } from './query.ts';
import { RequestTask } from './task.ts';
import { parseHeaders, startTransfer } from './transfer.ts';

const METHODS = ['OPTIONS', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'TRACE', 'CONNECT', 'PATCH'];
const RESPONSE_TYPES = ['text', 'arraybuffer'];

/** The framework's request protocol; validators run in this key order and normalise the options. */
const protocol: Protocol = {
  method: {
    type: 'String',
    validator(value, params) {
      const method = String(value ?? '').toUpperCase();
      params.method = METHODS.includes(method) ? method : 'GET';
    },
  },
  data: {
    type: ['Object', 'String', 'Array', 'ArrayBuffer'],
    validator(value, params) {
      params.data = value || '';
    },
  },
  url: {
    type: 'String',
    required: true,
    validator(value, params) {
      if (params.method === 'GET' && isPlainObject(params.data) && Object.keys(params.data).length > 0) {
        params.url = stringifyQuery(value, params.data);
      }
    },
  },
  header: {
    type: 'Object',
    validator(value, params) {
      const header = value || {};
      params.header = params.method === 'GET' ? header : withJsonContentType(header);
    },
  },
  dataType: {
    type: 'String',
    validator(value, params) {
      params.dataType = String(value || 'json').toLowerCase();
    },
  },
  responseType: {
    type: 'String',
    validator(value, params) {
      const type = String(value ?? '').toLowerCase();
      params.responseType = RESPONSE_TYPES.includes(type) ? type : 'text';
    },
  },
  withCredentials: { type: 'Boolean' },
  timeout: { type: 'Number' },
};

export function request(ctx: NetworkContext) {
  return defineAsyncApi('request', protocol, (params, settle) => {
    const { url, method, data, header, dataType, responseType, withCredentials } = params;
    const timeout: number = params.timeout ?? ctx.timeouts.request ?? DEFAULT_TIMEOUT;
    const xhr = new XMLHttpRequest();
    const task = new RequestTask();
    xhr.open(method, url);
    for (const [key, value] of Object.entries(header as Record<string, unknown>)) xhr.setRequestHeader(key, String(value));
    xhr.responseType = responseType;
    xhr.withCredentials = withCredentials;
    const body = method === 'GET' ? null : encodeBody(data, header);
    task.attach(startTransfer(xhr, body, {
      timeout,
      settle,
      running: ctx.running,
      onLoad: () => ({
        data: responseData(xhr, dataType, responseType),
        statusCode: xhr.status,
        header: parseHeaders(xhr.getAllResponseHeaders()),
        cookies: [],
      }),
    }));
    return task;
  });
}

/** Text is parsed as JSON when dataType is json and kept as text when it does not parse. */
function responseData(xhr: XMLHttpRequest, dataType: string, responseType: string): unknown {
  if (responseType !== 'text') return xhr.response;
  if (dataType !== 'json') return xhr.responseText;
  try {
    return JSON.parse(xhr.responseText);
  } catch {
    return xhr.responseText;
  }
}
