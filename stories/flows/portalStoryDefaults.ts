import type { Meta } from '@storybook/react-vite';
import type { InMemoryPortal } from '../../apps/portal/src/app/InMemoryPortal';
import { resetPortal } from './sandboxSession';

/**
 * The meta that the flow stories of the whole portal share (all but the title and the component):
 * the portal fills the screen and opens at `url`, after a clean start in the story's language.
 */
export function portalStoryDefaults(url: string) {
  return {
    args: { url },
    parameters: { layout: 'fullscreen' },
    loaders: [resetPortal],
  } satisfies Meta<typeof InMemoryPortal>;
}
