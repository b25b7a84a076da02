import { Link as RouterLink } from 'react-router';
import type { LinkAnchorProps } from '@gaia/ui';

/** Renders the kit's Link through the router, so in-app links navigate without a reload. */
export function RouterAnchor({ href, ...rest }: LinkAnchorProps) {
  return <RouterLink to={href} {...rest} />;
}
