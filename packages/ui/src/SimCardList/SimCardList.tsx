import { useId } from 'react';
import { pageOf, simCardDisplay, SIM_CARD_PAGE_SIZE, type ServiceNumberBreakRule, type SimCard } from '@gaia/domain';
import { useControlledState } from 'react-stately/useControlledState';
import { Pagination } from '../Pagination/Pagination';
import { useT } from '../provider/GaiaContext';
import { Card, Empty, Heading, List, AccNumber, Root, Serial } from './SimCardList.styles';

export interface SimCardListProps {
  /** The SIM cards (accNbr and iccid); only the last 4 characters of the serial are shown. */
  cards: readonly SimCard[];
  /** The number display break rule (serviceNbrBreakRule), e.g. "3,3,4". */
  breakRule?: string | readonly number[] | ServiceNumberBreakRule | null;
  /** Cards per page. @default 10 (SIM_CARD_PAGE_SIZE) */
  pageSize?: number;
  /** The current page, from 1 (controlled). */
  page?: number;
  /** The first page when uncontrolled. @default 1 */
  defaultPage?: number;
  /** Called with the new page. */
  onPageChange?: (page: number) => void;
  /** Heading of the list: a message key. @default 'gaia_kitnumbers_sim_label' */
  label?: string;
  /** Shown when there are no cards: a message key. @default 'gaia_kitnumbers_sim_empty' */
  emptyLabel?: string;
}

/**
 * The SIM card list: each card's number, broken by the configured rule, and the
 * last 4 characters of its serial (iccid); paginated with the kit Pagination.
 */
export function SimCardList({
  cards,
  breakRule,
  pageSize = SIM_CARD_PAGE_SIZE,
  page,
  defaultPage = 1,
  onPageChange,
  label = 'gaia_kitnumbers_sim_label',
  emptyLabel = 'gaia_kitnumbers_sim_empty',
}: SimCardListProps) {
  const t = useT();
  const labelId = useId();
  const [current, setCurrent] = useControlledState(page, defaultPage, onPageChange);
  const shown = pageOf(cards, current, pageSize);
  return (
    <Root>
      <Heading id={labelId}>{t(label)}</Heading>
      {cards.length === 0 ? (
        <Empty>{t(emptyLabel)}</Empty>
      ) : (
        <List aria-labelledby={labelId}>
          {shown.items.map((card) => {
            const display = simCardDisplay(card, breakRule);
            return (
              <Card key={`${card.accNbr}-${card.iccid}`}>
                <AccNumber>{display.accNbr}</AccNumber>
                <Serial>{t('gaia_kitnumbers_sim_serial', { last4: display.iccidLast4 })}</Serial>
              </Card>
            );
          })}
        </List>
      )}
      <Pagination value={shown.page} onChange={setCurrent} pageCount={shown.pageCount} hideOnSinglePage />
    </Root>
  );
}
