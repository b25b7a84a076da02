import { Badge, RadioGroup, useGaia, useT } from '@gaia/ui';
import { isMainLine, SimType, SubscriptionType, type Subscription } from '@gaia/domain';
import { isolateLtr } from '../payment/LtrValuesText';

export interface LineChooserProps {
  lines: readonly Subscription[];
  /** The line shown now. */
  selectedSubsId: string | undefined;
  /** Called with the subscription id of the line to show. */
  onSelect: (subsId: string) => void;
  /** The number as displayed (masked or broken by serviceNbrBreakRule). */
  numberOf: (line: Subscription) => string;
}

/** What kind a line is: prepaid or postpaid, eSIM or SIM card, and its plan. */
export function useLineKind() {
  const t = useT();
  return (line: Subscription & { simType?: string }) =>
    [
      line.subscriptionType === SubscriptionType.postpaid ? t('gaia_lines_postpaid') : line.subscriptionType === SubscriptionType.prepaid ? t('gaia_lines_prepaid') : undefined,
      line.simType === SimType.eSim ? t('gaia_lines_esim') : line.simType === SimType.physical ? t('gaia_lines_physical_sim') : undefined,
      line.offerName,
    ]
      .filter(Boolean)
      .join(' · ');
}

/** F3.2: switching lines — individuals pick from a radio list of their lines (the main line tagged). */
export function LineChooser({ lines, selectedSubsId, onSelect, numberOf }: LineChooserProps) {
  const { t, direction } = useGaia();
  const kind = useLineKind();
  return (
    <RadioGroup
      label="gaia_lines_list_label"
      options={lines.map((line) => ({
        value: line.subsId,
        // The number keeps its order in right-to-left text.
        label: isolateLtr(numberOf(line), direction),
        hint: kind(line),
        ...(isMainLine(line) ? { adornment: <Badge tone="info">{t('gaia_lines_main_tag')}</Badge> } : {}),
      }))}
      value={selectedSubsId ?? null}
      onChange={onSelect}
    />
  );
}
