import { Select, useT } from '@gaia/ui';
import { corporateHasLineSwitch, isMainLine, type Subscription } from '@gaia/domain';
import { CorporateSearch } from './CorporateSearch';
import { useLineKind, type LineChooserProps } from './LineChooser';

export interface CorporateLinesProps extends LineChooserProps {
  /** Called with a line the search found (it may be outside the list). */
  onFound: (line: Subscription) => void;
  custType?: string;
}

/**
 * F3.2 for corporate users, loaded only for them: the subscriber search that looks up any of the
 * company's numbers, and a select of the company's lines (a list of 60 radios would be too long) —
 * the switch only when the full list exists (spec 03 §6).
 */
export default function CorporateLines({ lines, selectedSubsId, onSelect, numberOf, onFound, custType }: CorporateLinesProps) {
  const t = useT();
  const kind = useLineKind();
  return (
    <>
      <CorporateSearch onFound={onFound} {...(custType ? { custType } : {})} />
      {corporateHasLineSwitch(lines) ? (
        <Select
          label="gaia_lines_list_label"
          options={lines.map((line) => ({ value: line.subsId, label: `${numberOf(line)} — ${kind(line)}${isMainLine(line) ? ` (${t('gaia_lines_main_tag')})` : ''}` }))}
          value={selectedSubsId ?? ''}
          onChange={onSelect}
        />
      ) : null}
    </>
  );
}
