// A product video's poster frame, drawn in the merchant's browser at upload (issue 21): the server cannot
// decode video (sharp reads pictures only, and no ffmpeg is assumed), so the panel draws a frame of the
// chosen file on a canvas and sends it as a JPEG beside the video; the server checks and stores it like any
// product picture, and the store shows it until the video is played.

/** Where the frame is taken: a little in, past a fade from black, never past the middle of a short clip. */
const FRAME_AT_SECONDS = 1;
/** The longest side of the poster (the store shows it at most 640 px wide; 1280 keeps it sharp). */
const MAX_SIDE = 1280;
/** Past this the browser could not read the video: the save goes on without a poster. */
const TIMEOUT_MS = 10_000;

/** The JPEG of one frame of `video`, or null when this browser cannot decode it. Never throws. */
export async function videoPosterFrame(video: Blob): Promise<File | null> {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return null;
  const url = URL.createObjectURL(video);
  const element = document.createElement('video');
  element.muted = true;
  element.playsInline = true;
  element.preload = 'auto';
  try {
    const frame = await new Promise<HTMLVideoElement | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), TIMEOUT_MS);
      const done = (value: HTMLVideoElement | null) => {
        clearTimeout(timer);
        resolve(value);
      };
      element.addEventListener('error', () => done(null), { once: true });
      element.addEventListener(
        'loadedmetadata',
        () => {
          const duration = Number.isFinite(element.duration) ? element.duration : 0;
          element.currentTime = Math.min(FRAME_AT_SECONDS, duration / 2);
        },
        { once: true },
      );
      element.addEventListener('seeked', () => done(element), { once: true });
      element.src = url;
    });
    if (!frame || frame.videoWidth === 0 || frame.videoHeight === 0) return null;
    const scale = Math.min(1, MAX_SIDE / Math.max(frame.videoWidth, frame.videoHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(frame.videoWidth * scale));
    canvas.height = Math.max(1, Math.round(frame.videoHeight * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(frame, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.85),
    );
    return blob ? new File([blob], 'poster.jpg', { type: 'image/jpeg' }) : null;
  } catch {
    return null;
  } finally {
    element.removeAttribute('src');
    element.load();
    URL.revokeObjectURL(url);
  }
}

/** `input` with the poster frame of its new video, when it has one and the browser can draw it. */
export async function withVideoPoster<T extends { video?: Blob; videoPoster?: Blob }>(
  input: T,
): Promise<T> {
  if (!input.video || input.videoPoster) return input;
  const poster = await videoPosterFrame(input.video);
  return poster ? { ...input, videoPoster: poster } : input;
}
