import { isMainLine } from '../subscriberCard';
import type { Subscription } from '../subscription';

/** Main line rules (F3.3; spec 03 §4 "Main line", §5 "Corporate set main line", §6). */

/** Message keys of the main line. */
export const MainLineMessageKey = {
  /** Spec 03 §5: the corporate number is the main line already. */
  isMainLineNow: 'tip_setmainline_is_main_line_now',
  success: 'gaia_lines_main_set_success',
} as const;

/** F3.3: the main line of a list (subsExtMap.preferredFlag Y), if any. */
export function mainLineOf(subscriptions: readonly Subscription[] | null | undefined): Subscription | undefined {
  return subscriptions?.find((subscription) => isMainLine(subscription));
}

/** Whether two references name the same line: by subsId when both have one, else by number. */
export function sameLine(a: Pick<Subscription, 'subsId' | 'accNbr'> | undefined, b: Pick<Subscription, 'subsId' | 'accNbr'> | undefined): boolean {
  if (!a || !b) return false;
  if (a.subsId && b.subsId) return a.subsId === b.subsId;
  return digits(a.accNbr) !== '' && digits(a.accNbr) === digits(b.accNbr);
}

function digits(value: string | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** F3.3 spec 03 §4: the Set button is disabled when the selected number is already the main line. */
export function canSetMainLine(selected: Pick<Subscription, 'subsId' | 'accNbr'> | undefined, current: Pick<Subscription, 'subsId' | 'accNbr'> | undefined): boolean {
  return selected !== undefined && !sameLine(selected, current);
}

/**
 * F3.3 spec 03 §5: a corporate number must differ from the current main line, else
 * tip_setmainline_is_main_line_now. Numbers compare by their last 9 digits, so "+263 77 …",
 * "077 …" and "77 …" are one number.
 */
export function corporateMainLineError(number: string, currentMainAccNbr: string | null | undefined): string | undefined {
  const wanted = digits(number).slice(-9);
  const current = digits(currentMainAccNbr ?? '').slice(-9);
  return wanted !== '' && wanted === current ? MainLineMessageKey.isMainLineNow : undefined;
}

/** Who is signed in, as the prompt rules read it (spec 03 §3 "User info"). */
export interface MainLinePromptUser {
  partyType?: string;
  preferredAccNbr?: string;
  preferredSubsId?: string;
  currentCustNbr?: string;
}

/** What the home does about the main line once the lines are known. */
export interface MainLinePromptDecision {
  /** Show the prompt to set a main line. */
  prompt: boolean;
  /** Corporate: the preferred line whose details to load (by number or subscription id). */
  preferred?: { accNbr?: string; subsId?: string };
}

/**
 * F3.3 spec 03 §4 "Prompt": after the profile completeness check succeeds, an individual with
 * subscriptions but no line flagged Y is prompted to set a main line. A corporate user with a
 * preferred account or subs loads its details; without one but with a current customer the prompt
 * is shown if subscriptions exist. Nothing is prompted before the completeness check succeeds.
 */
export function mainLinePrompt(user: MainLinePromptUser, subscriptions: readonly Subscription[] | null | undefined, completenessChecked: boolean): MainLinePromptDecision {
  const hasLines = (subscriptions?.length ?? 0) > 0;
  if (String(user.partyType ?? '').toUpperCase() === 'CORPORATE') {
    if (user.preferredAccNbr || user.preferredSubsId) {
      return {
        prompt: false,
        preferred: { ...(user.preferredAccNbr ? { accNbr: user.preferredAccNbr } : {}), ...(user.preferredSubsId ? { subsId: user.preferredSubsId } : {}) },
      };
    }
    return { prompt: Boolean(user.currentCustNbr) && hasLines };
  }
  return { prompt: completenessChecked && hasLines && mainLineOf(subscriptions) === undefined };
}

/**
 * F3.2: the line the home opens on — the one asked for (a switch), else the main line, else the
 * corporate preferred line, else the first line.
 */
export function initialLine(
  subscriptions: readonly Subscription[] | null | undefined,
  options: { wanted?: string; preferred?: { accNbr?: string; subsId?: string } } = {},
): Subscription | undefined {
  const list = subscriptions ?? [];
  const wanted = options.wanted ? list.find((line) => line.subsId === options.wanted) : undefined;
  if (wanted) return wanted;
  const main = mainLineOf(list);
  if (main) return main;
  const preferred = options.preferred;
  if (preferred) {
    const found = list.find((line) => (preferred.subsId && line.subsId === preferred.subsId) || (preferred.accNbr && digits(line.accNbr).slice(-9) === digits(preferred.accNbr).slice(-9)));
    if (found) return found;
  }
  return list[0];
}
