export declare function filesFailedOutsideTests(
  ctx: { state: { getFiles(): { name: string; result?: { state?: string } }[] } } | undefined,
): string[];
