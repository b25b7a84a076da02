import { ChevronLeft, ChevronRight } from '../internal/icons/glyphs';
import { TABLE_DEFAULT_PAGE_SIZE } from '@gaia/domain';
import { useT } from '../provider/GaiaContext';
import { VisuallyHidden } from '../internal/VisuallyHidden.styles';
import { Gap, List, Nav, PageButton } from './Pagination.styles';
import { usePagination } from './usePagination';

export interface PaginationProps {
  /** The current page, from 1 (controlled). */
  value?: number;
  /** The first page shown when uncontrolled. @default 1 */
  defaultValue?: number;
  /** Called with the new page. */
  onChange?: (page: number) => void;
  /** Number of pages. When omitted it is computed from `total` and `pageSize`. */
  pageCount?: number;
  /** Number of records, with `pageSize`, when `pageCount` is not given. */
  total?: number;
  /** Records per page. @default 10 */
  pageSize?: number;
  /** Pages shown on each side of the current one before an ellipsis. @default 1 */
  siblings?: number;
  /** Name of the navigation landmark: a message key. @default 'gaia_pagination_label' */
  label?: string;
  /** @default 'gaia_pagination_previous' */
  previousLabel?: string;
  /** @default 'gaia_pagination_next' */
  nextLabel?: string;
  /** Name of each page button, with {{page}}: a message key. @default 'gaia_pagination_page' */
  pageLabel?: string;
  /** Announced after a change, with {{page}} and {{count}}: a message key. @default 'gaia_pagination_status' */
  statusLabel?: string;
  /** Every button stays focusable but does nothing (e.g. while a page loads). @default false */
  disabled?: boolean;
  /** Render nothing when there is only one page. @default false */
  hideOnSinglePage?: boolean;
}

/**
 * Page navigation: a named navigation landmark, previous and next,
 * page buttons with the current one marked `aria-current="page"`, ellipses for long ranges, and the
 * new page announced politely. Every control is a button, so Tab and Enter or Space work.
 */
export function Pagination({
  value,
  defaultValue = 1,
  onChange,
  pageCount,
  total,
  pageSize = TABLE_DEFAULT_PAGE_SIZE,
  siblings = 1,
  label = 'gaia_pagination_label',
  previousLabel = 'gaia_pagination_previous',
  nextLabel = 'gaia_pagination_next',
  pageLabel = 'gaia_pagination_page',
  statusLabel = 'gaia_pagination_status',
  disabled = false,
  hideOnSinglePage = false,
}: PaginationProps) {
  const t = useT();
  const pages = pageCount ?? Math.ceil((total ?? 0) / Math.max(1, pageSize));
  const { current, count, items, hasPrevious, hasNext, goTo, changed } = usePagination({
    value,
    defaultValue,
    onChange,
    pageCount: pages,
    siblings,
    disabled,
  });
  if (count === 0 || (hideOnSinglePage && count === 1)) return null;
  return (
    <Nav aria-label={t(label)}>
      <List>
        <li>
          <PageButton type="button" aria-label={t(previousLabel)} aria-disabled={disabled || !hasPrevious || undefined} onClick={() => goTo(current - 1)}>
            <ChevronLeft size={18} aria-hidden="true" />
          </PageButton>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={t(pageLabel, { page: item })}
                aria-current={item === current ? 'page' : undefined}
                aria-disabled={disabled || undefined}
                onClick={() => goTo(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <li key={item} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ),
        )}
        <li>
          <PageButton type="button" aria-label={t(nextLabel)} aria-disabled={disabled || !hasNext || undefined} onClick={() => goTo(current + 1)}>
            <ChevronRight size={18} aria-hidden="true" />
          </PageButton>
        </li>
      </List>
      <VisuallyHidden role="status" aria-live="polite">
        {changed ? t(statusLabel, { page: current, count }) : ''}
      </VisuallyHidden>
    </Nav>
  );
}
