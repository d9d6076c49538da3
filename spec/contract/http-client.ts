/**
 * Contract for the optional `http-client` capability: the HTTP client the runtime ships with its
 * section 7 defaults. Owned by the network issue; extend it there.
 */
export interface HttpClient {
  request(config: { url: string; method?: string; data?: unknown; headers?: Record<string, string>; timeout?: number }): Promise<{ status: number; data: unknown; headers: Record<string, string> }>;
}
