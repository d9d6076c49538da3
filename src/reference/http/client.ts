/**
 * The runtime's HTTP client: an axios instance with the section 7 defaults spelled out, so that they hold
 * whatever axios's own defaults become. axios itself sends an object body as JSON with the JSON content
 * type and copies the XSRF cookie into its header for same-origin requests.
 */
import axios, { type AxiosInstance } from 'axios';
import { v } from '../../../spec/catalogue/index.ts';

export function createHttpClient(): AxiosInstance {
  const xsrf = v('net.http-client.xsrf');
  const success = v('net.http-client.validate-status');
  return axios.create({
    timeout: v('net.http-client.no-timeout').timeoutMs,
    xsrfCookieName: xsrf.cookieName,
    xsrfHeaderName: xsrf.headerName,
    validateStatus: (status) => status >= success.min && status <= success.max,
  });
}
