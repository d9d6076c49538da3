/**
 * How long request, downloadFile and uploadFile wait for an answer before failing with `timeout`, unless
 * the call or the manifest's networkTimeout says otherwise.
 */
export const DEFAULT_TIMEOUT = 60000;
