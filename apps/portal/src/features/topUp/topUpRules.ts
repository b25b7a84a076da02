import { normaliseSubscriberNumber, validateOtherNumber, initialLine, type PortalConfig, type Subscription, type TopUpTargetKind } from '@gaia/domain';

/** The top-up form's fields (react-hook-form, ADR 0015): whose line, and another number. */
export interface TopUpValues {
  target: TopUpTargetKind;
  otherNumber: string;
}

/** The form's rules: another number must be a provider number, only when another number is chosen. */
export function topUpRules(config: Pick<PortalConfig, 'mobilePattern' | 'emailPattern'>) {
  return (values: TopUpValues) => ({
    otherNumber: values.target === 'other' ? validateOtherNumber(values.otherNumber, config) : undefined,
  });
}

/** The line topped up first: the one the link named (accNbr), else the user's preferred, else the main line. */
export function firstLine(lines: readonly Subscription[], wantedAccNbr: string | undefined, preferredAccNbr: string | undefined): Subscription | undefined {
  for (const wanted of [wantedAccNbr, preferredAccNbr]) {
    if (!wanted) continue;
    const number = normaliseSubscriberNumber(wanted);
    const line = lines.find((each) => normaliseSubscriberNumber(each.accNbr) === number);
    if (line) return line;
  }
  return initialLine(lines);
}
