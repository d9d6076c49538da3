/** Reads a video's duration and size from a `<video>` element, giving up after `waitMs`. */
export interface VideoMetadata {
  duration: number;
  width: number;
  height: number;
}

export function readVideoMetadata(src: string, waitMs: number): Promise<VideoMetadata | undefined> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const loaded = () => finish({ duration: video.duration || 0, width: video.videoWidth || 0, height: video.videoHeight || 0 });
    const failed = () => finish(undefined);
    const finish = (result: VideoMetadata | undefined) => {
      clearTimeout(timer);
      video.removeEventListener('loadedmetadata', loaded);
      video.removeEventListener('error', failed);
      video.removeAttribute('src');
      resolve(result);
    };
    // Some browsers load no metadata until the video plays: the wait bounds the call.
    const timer = setTimeout(failed, waitMs);
    video.addEventListener('loadedmetadata', loaded);
    video.addEventListener('error', failed);
    video.preload = 'metadata';
    video.src = src;
  });
}
