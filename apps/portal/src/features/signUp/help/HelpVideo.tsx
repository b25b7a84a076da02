import { useEffect, useId, useRef, useState } from 'react';
import { helpVideoCaptionsPath, helpVideoPlaylistPath, type HelpVideoInfo } from '@gaia/domain';
import { Button, useGaia } from '@gaia/ui';
import { operatorUrl } from './operatorUrl';
import { Caption, Figure, VideoFailed } from './HelpPanel.styles';
import { playHls } from './playHls';

export interface HelpVideoProps {
  video: HelpVideoInfo;
  /** Closes the player; focus goes back to the button that opened it. */
  onClose: () => void;
}

/**
 * A knowledge-base video (F2.19), loaded when opened: the native player's controls (keyboard and
 * screen-reader operable), its title as the caption, and — when the playlist cannot be played — a
 * message in its place. Focus moves to the video when it opens.
 */
export default function HelpVideo({ video, onClose }: HelpVideoProps) {
  const { t, locale } = useGaia();
  const captionsPath = helpVideoCaptionsPath(video.videoId, locale);
  const captionId = useId();
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    const path = helpVideoPlaylistPath(video.videoId);
    if (!element || !path) {
      setFailed(true);
      return undefined;
    }
    let live = true;
    let stop: (() => void) | undefined;
    const fail = () => {
      if (live) setFailed(true);
    };
    element.addEventListener('error', fail);
    element.focus();
    void playHls(element, operatorUrl(path), fail).then((stopPlayback) => {
      if (live) stop = stopPlayback;
      else stopPlayback();
    });
    return () => {
      live = false;
      element.removeEventListener('error', fail);
      stop?.();
    };
  }, [video.videoId]);

  return (
    <Figure aria-labelledby={captionId}>
      {failed ? (
        <VideoFailed role="alert">{t('gaia_help_video_failed')}</VideoFailed>
      ) : (
        <video ref={ref} controls playsInline preload="metadata" aria-labelledby={captionId} data-video-id={video.videoId}>
          {/* Captions of the clip in the reader's language; a clip without them plays on without. */}
          <track kind="captions" src={captionsPath ? operatorUrl(captionsPath) : undefined} srcLang={locale} label={video.title} default />
        </video>
      )}
      <Caption id={captionId}>{video.title}</Caption>
      <Button variant="secondary" size="md" onClick={onClose}>
        gaia_help_video_close
      </Button>
    </Figure>
  );
}
