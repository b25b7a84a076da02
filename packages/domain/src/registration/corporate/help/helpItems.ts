/**
 * Help items beside the sign-up steps (spec 02 §3 "Help items: title, content, html flag, videoInfos
 * (knowledge-base video HLS playlist under kb/video/{videoId}/playlist.m3u8)"; F2.19). The call that
 * lists them is ours (docs/adr/0020-corporate-sign-up.md): GET /kb/help/items?step=….
 */

/** A knowledge-base video of a help item. */
export interface HelpVideoInfo {
  videoId: string;
  /** The video's title: the player's caption. */
  title: string;
  /** Length in seconds, when the knowledge base knows it. */
  duration?: number;
}

/** One help item. `content` is HTML when `html` is true (sanitised before it is shown), else plain text. */
export interface HelpItem {
  title: string;
  content: string;
  html: boolean;
  videoInfos: HelpVideoInfo[];
}

/** The sign-up steps help is written for: the individual flow's and the corporate flow's. */
export const HELP_STEPS = ['account', 'code', 'identity', 'supplementary', 'password', 'company', 'representative'] as const;
export type HelpStep = (typeof HELP_STEPS)[number];

export function isHelpStep(value: string): value is HelpStep {
  return (HELP_STEPS as readonly string[]).includes(value);
}

/* A video id names a folder of the knowledge base: letters, digits, dash and underscore only. */
const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isVideoId(value: string): boolean {
  return VIDEO_ID.test(value);
}

/** Where a video's HLS playlist is (spec 02 §3); undefined for an id that cannot name a video. */
export function helpVideoPlaylistPath(videoId: string): string | undefined {
  return isVideoId(videoId) ? `/kb/video/${videoId}/playlist.m3u8` : undefined;
}

/** Where a video's captions are (WebVTT, one file per language, beside its playlist). */
export function helpVideoCaptionsPath(videoId: string, locale: string): string | undefined {
  return isVideoId(videoId) && /^[a-z]{2}$/.test(locale) ? `/kb/video/${videoId}/captions.${locale}.vtt` : undefined;
}

/** The MIME type of an HLS playlist, which browsers with native HLS say they can play. */
export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

/**
 * The items as the server sent them, kept only where they have the documented shape: the html flag
 * may come as a boolean or 'Y'/'N', videos without a valid id are dropped.
 */
export function toHelpItems(data: unknown): HelpItem[] {
  if (!Array.isArray(data)) return [];
  const items: HelpItem[] = [];
  for (const entry of data as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const raw = entry as Record<string, unknown>;
    if (typeof raw.title !== 'string' || typeof raw.content !== 'string') continue;
    const videos = Array.isArray(raw.videoInfos) ? (raw.videoInfos as unknown[]) : [];
    items.push({
      title: raw.title,
      content: raw.content,
      html: raw.html === true || raw.html === 'Y',
      videoInfos: videos.flatMap((video) => {
        if (!video || typeof video !== 'object') return [];
        const info = video as Record<string, unknown>;
        if (typeof info.videoId !== 'string' || !isVideoId(info.videoId)) return [];
        const title = typeof info.title === 'string' ? info.title : raw.title;
        return [{ videoId: info.videoId, title: title as string, ...(typeof info.duration === 'number' ? { duration: info.duration } : {}) }];
      }),
    });
  }
  return items;
}
