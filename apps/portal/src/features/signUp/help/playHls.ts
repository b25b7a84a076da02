import type HlsPlayer from 'hls.js';
import { HLS_MIME_TYPE } from '@gaia/domain';

/** Stops what playHls started (hls.js and its buffers), so nothing keeps fetching after the player closes. */
export type StopPlayback = () => void;

/**
 * Plays an HLS playlist in a video element (F2.19): the browser's own HLS where it has it (Safari,
 * recent Chromium), else hls.js over Media Source Extensions — loaded only now, when a video is
 * opened, so no page pays for it up front. `onFailed` hears that the video cannot be played: no
 * HLS at all, the playlist or a segment would not load, or hls.js could not be fetched (offline).
 */
export async function playHls(video: HTMLVideoElement, url: string, onFailed: () => void): Promise<StopPlayback> {
  if (video.canPlayType(HLS_MIME_TYPE)) {
    video.src = url;
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  let Hls: typeof HlsPlayer;
  try {
    // @ts-expect-error -- hls.js types its full build only; the light build has the same API, typed as HlsPlayer here.
    Hls = ((await import('hls.js/light')) as { default: typeof HlsPlayer }).default;
  } catch {
    onFailed();
    return () => undefined;
  }
  if (!Hls.isSupported()) {
    onFailed();
    return () => undefined;
  }
  const hls = new Hls({ enableWorker: false });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFailed();
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => hls.destroy();
}
