/**
 * The framework's temporary files: a file the runtime hands out (chosen, downloaded) is named by an object url,
 * and the runtime remembers the file behind each of its urls so any API can read it back (uploadFile,
 * getVideoInfo, saveImageToPhotosAlbum) without a request.
 */
const files = new Map<string, Blob>();

export type TempFile = File & { path: string };

export function fileToUrl(file: Blob): string {
  const url = URL.createObjectURL(file);
  files.set(url, file);
  return url;
}

/** The file with its `path`, as the framework hands chosen files out. */
export function withPath(file: File): TempFile {
  return Object.defineProperty(file, 'path', { value: fileToUrl(file), enumerable: true }) as TempFile;
}

const BASE64_URL = /^data:([a-z-]+\/[a-z0-9.+-]+);base64,(.*)$/i;

/** The file behind a temporary file path, a base64 data url, or any other url (read with a GET). */
export function urlToFile(url: string): Promise<Blob> {
  const known = files.get(url);
  if (known) return Promise.resolve(known);
  const base64 = BASE64_URL.exec(url);
  if (base64) {
    const bytes = Uint8Array.from(atob(base64[2]!), (c) => c.charCodeAt(0));
    return Promise.resolve(new Blob([bytes], { type: base64[1] }));
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('GET', url);
    xhr.responseType = 'blob';
    xhr.onload = () => resolve(xhr.response as Blob);
    xhr.onerror = reject;
    xhr.send();
  });
}
