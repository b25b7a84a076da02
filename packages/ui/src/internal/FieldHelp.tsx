import { Suspense } from 'react';
import { lazyWithRetry } from '../LoadFailed/lazyWithRetry';
import { HelpSlot } from './FieldParts.styles';

/*
 * The tooltip machinery (floating positioning) loads only for fields that have help, on first use.
 * Should it fail to load (offline), the field goes without its help button; the field itself works.
 */
const HelpTooltip = lazyWithRetry(
  () => import('../Tooltip/HelpTooltip').then((module) => ({ default: module.HelpTooltip })),
  {
    failed: () => <HelpSlot aria-hidden="true" />,
  },
);

export interface FieldHelpProps {
  /** The help text: a message key or text; nothing renders without it. */
  help?: string | undefined;
  /** The field's label, which names the button "Help: `<label>`". */
  label: string;
}

/** The info button beside a field's label that shows its longer help in a tooltip. */
export function FieldHelp({ help, label }: FieldHelpProps) {
  if (!help) return null;
  return (
    <Suspense fallback={<HelpSlot aria-hidden="true" />}>
      <HelpTooltip help={help} label={label} />
    </Suspense>
  );
}
