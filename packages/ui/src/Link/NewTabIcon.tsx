import { ExternalLink } from '../internal/icons/glyphs';

/**
 * The new-tab mark of a link. A module of its own: the icon library's runtime is the largest thing a
 * page with only links would load for it, and no first paint needs the mark before its text.
 */
export default function NewTabIcon() {
  return <ExternalLink aria-hidden="true" />;
}
