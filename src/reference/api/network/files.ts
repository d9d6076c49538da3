/**
 * The framework's temporary files: a file the runtime hands out is named by an object url, and the runtime
 * remembers the file behind each of its urls so it can read it back (for uploadFile) without a request.
 */
const files = new Map<string, Blob>();

export function fileToUrl(file: Blob): string {
  const url = URL.createObjectURL(file);
  files.set(url, file);
  return url;
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
