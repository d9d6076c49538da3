/**
 * Contract for the optional `http-client` capability: the HTTP client the runtime ships with its
 * section 7 defaults. Owned by the network issue; extend it there.
 */
export interface HttpRequestConfig {
  url: string;
  method?: string;
  data?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds; absent means the client's default. */
  timeout?: number;
}

export interface HttpResponse {
  status: number;
  data: unknown;
  /** Response headers by lower-case name. */
  headers: Record<string, unknown>;
}

/** What `request` rejects with: `response` is present when a response arrived with a failing status. */
export interface HttpClientError {
  message: string;
  response?: { status: number };
}

export interface HttpClient {
  /** Resolves for a success status; otherwise rejects with an `HttpClientError`. */
  request(config: HttpRequestConfig): Promise<HttpResponse>;
  /**
   * The defaults every request starts from; `timeout` in ms, 0 or absent for none. Exposed because a
   * mocked XMLHttpRequest never applies the request's own timeout, so the suite reads it here too.
   */
  readonly defaults: { timeout?: number };
}
