import { Suspense } from 'react';
import { HelpSlot } from '../TextField/TextField.styles';
import { lazyPiece } from './lazyPiece';

/*
 * The tooltip machinery (floating positioning) loads only for fields that have help, on first use.
 * Should it fail to load (offline), the field goes without its help button; the field itself works.
 */
const HelpTooltip = lazyPiece(
  () => import('../Tooltip/HelpTooltip').then((module) => ({ default: module.HelpTooltip })),
  () => <HelpSlot aria-hidden="true" />,
);

/**
 * The help button beside a field's label, named "Help: `<label>`". Its place is kept while its code
 * loads, so the label row does not shift.
 */
export function FieldHelp({ help, label }: { help: string; label: string }) {
  return (
    <Suspense fallback={<HelpSlot aria-hidden="true" />}>
      <HelpTooltip help={help} label={label} />
    </Suspense>
  );
}
