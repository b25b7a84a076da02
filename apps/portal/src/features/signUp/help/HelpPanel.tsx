import { Suspense, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { HelpItem, HelpVideoInfo } from '@gaia/domain';
import { helpKeys } from '@gaia/domain/api';
import { Button, LoadFailed, Spinner, lazyWithRetry, useGaia } from '@gaia/ui';
import { helpApi } from './helpApi';
import { ItemActions, ItemList, ItemText, ItemTitle, Panel, PanelTitle, Status } from './HelpPanel.styles';
import { withServerState } from '../../../layout/withServerState';

/* The player loads when a video is opened (and hls.js, where needed, only when it plays). */
const HelpVideo = lazyWithRetry(() => import('./HelpVideo'), {
  failed: (retry) => <LoadFailed onRetry={retry} />,
});
/* The content dialog (and the sanitiser) loads when an HTML item is first opened. */
const HelpContentDialog = lazyWithRetry(() => import('./HelpContentDialog'), {
  failed: (retry) => <LoadFailed onRetry={retry} />,
});

/** Props of the help beside a sign-up step. */
export interface HelpPanelProps {
  /** The step the help is for (its id in the flow, e.g. 'account', 'code', 'identity'). */
  step: string;
}

/**
 * Help items beside the sign-up steps, with knowledge-base videos (spec 02 §3; F2.19): each item's
 * title and text — HTML items are read in the kit's content dialog, which sanitises them with
 * DOMPurify — and a button per video that opens the player in place. Nothing shows for a step
 * without help; a failed load says so with Try again.
 */
export default withServerState(HelpItems);

function HelpItems({ step }: HelpPanelProps) {
  const { t, locale } = useGaia();
  const items = useQuery({ queryKey: helpKeys.step(step, locale), queryFn: () => helpApi.helpItems(step), staleTime: Infinity, retry: false });
  if (items.isSuccess && items.data.length === 0) return null;
  return (
    <Panel aria-labelledby="help-title">
      <PanelTitle id="help-title">{t('gaia_help_title')}</PanelTitle>
      {items.isPending ? (
        <Status role="status">
          <Spinner size="sm" /> {t('gaia_help_loading')}
        </Status>
      ) : null}
      {items.isError ? (
        <ItemActions>
          <Status role="alert">{t('gaia_help_failed')}</Status>
          <Button variant="secondary" onClick={() => void items.refetch()}>
            gaia_help_retry
          </Button>
        </ItemActions>
      ) : null}
      {items.data ? (
        <ItemList>
          {items.data.map((item, index) => (
            <li key={`${step}-${index}`}>
              <HelpEntry item={item} />
            </li>
          ))}
        </ItemList>
      ) : null}
    </Panel>
  );
}

/** One help item: its title, its text (plain inline, HTML in the dialog) and its videos. */
function HelpEntry({ item }: { item: HelpItem }) {
  const { t } = useGaia();
  const [reading, setReading] = useState(false);
  const [playing, setPlaying] = useState<HelpVideoInfo>();
  const opener = useRef<HTMLButtonElement | null>(null);
  return (
    <article aria-label={item.title}>
      <ItemTitle>{item.title}</ItemTitle>
      {item.html ? null : <ItemText>{item.content}</ItemText>}
      <ItemActions>
        {item.html ? (
          <Button variant="ghost" onClick={() => setReading(true)}>
            {t('gaia_help_read_more', { title: item.title })}
          </Button>
        ) : null}
        {playing ? (
          <Suspense fallback={<Spinner size="sm" />}>
            <HelpVideo
              video={playing}
              onClose={() => {
                setPlaying(undefined);
                // The opener is back in the page once the player is gone.
                requestAnimationFrame(() => opener.current?.focus());
              }}
            />
          </Suspense>
        ) : (
          item.videoInfos.map((video) => (
            <Button key={video.videoId} variant="secondary" ref={opener} onClick={() => setPlaying(video)}>
              {t('gaia_help_watch', { title: video.title })}
            </Button>
          ))
        )}
      </ItemActions>
      {item.html && reading ? (
        <Suspense fallback={<Spinner size="sm" />}>
          <HelpContentDialog title={item.title} html={item.content} onClose={() => setReading(false)} />
        </Suspense>
      ) : null}
    </article>
  );
}
