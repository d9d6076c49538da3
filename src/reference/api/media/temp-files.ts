/** Temporary file paths: blob urls of chosen files, and the file behind such a url. */
const files = new Map<string, Blob>();

export type TempFile = File & { path: string };

export function tempFilePath(file: Blob): string {
  const url = URL.createObjectURL(file);
  files.set(url, file);
  return url;
}

/** The file with its `path`, as the framework hands chosen files out. */
export function withPath(file: File): TempFile {
  return Object.defineProperty(file, 'path', { value: tempFilePath(file), enumerable: true }) as TempFile;
}

/** Reads any url into a Blob: a temp path from memory, anything else over fetch. */
export async function urlToBlob(url: string): Promise<Blob> {
  const known = files.get(url);
  if (known) return known;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status}`);
  return response.blob();
}
