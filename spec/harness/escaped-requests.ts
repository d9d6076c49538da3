/** Requests no MSW handler answered during the current test ("METHOD url"). */
export const escapedRequests: string[] = [];

/** Takes the escaped requests off the record, for a test that sends one on purpose. */
export function takeEscapedRequests(): string[] {
  return escapedRequests.splice(0);
}
