import { Info } from '../internal/icons/glyphs';
import type { LogicalPlacement } from '../internal/logicalPlacement';
import { useT } from '../provider/GaiaContext';
import { HelpButton } from './Tooltip.styles';
import { Tooltip } from './Tooltip';

export interface HelpTooltipProps {
  /** The help text: a message key or text. */
  help: string;
  /** What the help is about (usually the field's label key); names the button "Help: `<label>`". */
  label: string;
  /** Accessible name of the button. @default 'gaia_pickers_help_for' (with `{{label}}`) */
  buttonLabel?: string;
  /** @default 'top' */
  placement?: LogicalPlacement;
}

/** An info button that shows help text in a tooltip on hover and focus (e.g. beside a referral code or an upload). */
export function HelpTooltip({
  help,
  label,
  buttonLabel = 'gaia_pickers_help_for',
  placement = 'top',
}: HelpTooltipProps) {
  const t = useT();
  return (
    <Tooltip content={help} placement={placement}>
      <HelpButton type="button" aria-label={t(buttonLabel, { label: t(label) })}>
        <Info size={16} aria-hidden="true" />
      </HelpButton>
    </Tooltip>
  );
}
