export declare function filesFailedOutsideTests(
  ctx: { state: { getFiles(): { name: string; result?: { state?: string }; tasks?: unknown[] }[] } } | undefined,
): string[];
