import { EmptyState } from '@gaia/ui';

/** The home of a customer without lines (F3.2): said in place of the line list. Rare, so its own piece. */
export default function NoLines() {
  return <EmptyState headingLevel={3} title="gaia_lines_empty_title" description="gaia_lines_empty_text" compact />;
}
