/**
 * The runtime's HTTP client: an axios instance with the framework's defaults spelled out, so that they hold
 * whatever axios's own defaults become. axios itself sends an object body as JSON with the JSON content
 * type and copies the XSRF cookie into its header for same-origin requests.
 */
import axios, { type AxiosInstance } from 'axios';

export function createHttpClient(): AxiosInstance {
  return axios.create({
    // 0: a request never times out.
    timeout: 0,
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    validateStatus: (status) => status >= 200 && status <= 299,
  });
}
