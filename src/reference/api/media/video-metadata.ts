/** Reads a video's duration and size from a `<video>` element, giving up after `waitMs`. */
export interface VideoMetadata {
  duration: number;
  width: number;
  height: number;
}

export function readVideoMetadata(src: string, waitMs: number): Promise<VideoMetadata | undefined> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const finish = (result: VideoMetadata | undefined) => {
      clearTimeout(timer);
      video.onloadedmetadata = null;
      video.onerror = null;
      video.removeAttribute('src');
      resolve(result);
    };
    // Some browsers load no metadata until the video plays: the wait bounds the call.
    const timer = setTimeout(() => finish(undefined), waitMs);
    video.onloadedmetadata = () => finish({ duration: video.duration || 0, width: video.videoWidth || 0, height: video.videoHeight || 0 });
    video.onerror = () => finish(undefined);
    video.preload = 'metadata';
    video.src = src;
  });
}
