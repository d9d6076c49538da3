/** Sample faulty target: the HTTP client is configured without its XSRF cookie, so it never sends the header. */
import { deviantReference } from '../deviant-reference.ts';

export default deviantReference({
  name: 'faulty-xsrf',
  patchLaunched(launched) {
    const client = launched.httpClient as unknown as { defaults: { xsrfCookieName?: string } };
    client.defaults.xsrfCookieName = undefined;
  },
});
