import { USAGE_HISTORY_DAYS, USAGE_HISTORY_UNIT_TYPES, UsageUnitType, addDays, type ConsumptionRecord } from '@gaia/domain';

/**
 * 90 days of deterministic usage per line (F3.4), made up from the line itself — a seeded
 * pseudo-random generator over a hash of its subsId — so that every line any seed
 * creates has a believable history without this module knowing the subscription store. The same
 * line and day always give the same amounts; today gives what was used so far (the share of the
 * day gone by), the way an operator's statistics fill up during the day.
 */

/** FNV-1a, 32 bits: a small, well-spread hash of a text. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A line's habits per unit type: the typical amount of a day, and how often a day has none. */
interface Habit {
  /** Range of the line's typical daily amount, in the unit type's base unit. */
  typical: readonly [number, number];
  /** Chance that a day has no use at all. */
  idle: number;
  /** Decimal places of the amounts (data in MB to one place; minutes and SMS whole). */
  decimals: number;
  /** Weekend days use this much more (or less). */
  weekend: number;
}

const HABITS: Readonly<Record<number, Habit>> = {
  [UsageUnitType.data]: { typical: [250, 1400], idle: 0.03, decimals: 1, weekend: 1.35 },
  [UsageUnitType.voice]: { typical: [6, 45], idle: 0.08, decimals: 0, weekend: 0.7 },
  [UsageUnitType.sms]: { typical: [1, 9], idle: 0.25, decimals: 0, weekend: 0.8 },
  [UsageUnitType.whatsapp]: { typical: [15, 110], idle: 0.05, decimals: 1, weekend: 1.2 },
};

function round(amount: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(amount * factor) / factor;
}

/**
 * The use of one unit type on one full day of a line. The line is seeded by its subsId alone, the
 * identity every call names it by: its number comes with or without the country prefix
 * (263771234567 or 771234567) depending on the screen.
 */
export function dayAmount(subsId: string, day: string, unitType: number): number {
  const habit = HABITS[unitType];
  if (!habit) return 0;
  const key = subsId.trim();
  const lineRandom = seededRandom(hashText(`${key}|${unitType}`));
  const typical = habit.typical[0] + lineRandom() * (habit.typical[1] - habit.typical[0]);
  const dayRandom = seededRandom(hashText(`${key}|${unitType}|${day}`));
  if (dayRandom() < habit.idle) return 0;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? habit.weekend : 1;
  return round(typical * weekend * (0.45 + dayRandom() * 1.1), habit.decimals);
}

/** The sandbox's calendar day (UTC) of a moment, and the share of that day gone by. */
export function sandboxDay(now: number): { day: string; elapsed: number } {
  const date = new Date(now);
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return { day: date.toISOString().slice(0, 10), elapsed: (now - midnight) / 86_400_000 };
}

export interface UsageQuery {
  subsId: string;
  accNbr: string;
  beginDate: string;
  endDate: string;
  unitType?: number;
}

/**
 * The records of a line between two days (both included), limited to the 90 days kept up to today:
 * one per day and unit type that saw use, in date order; days without use have no record.
 */
export function usageRecords(query: UsageQuery, now: number): ConsumptionRecord[] {
  const { day: today, elapsed } = sandboxDay(now);
  const oldest = addDays(today, -(USAGE_HISTORY_DAYS - 1));
  const unitTypes = query.unitType === undefined ? USAGE_HISTORY_UNIT_TYPES : [query.unitType];
  const records: ConsumptionRecord[] = [];
  for (let day = query.beginDate > oldest ? query.beginDate : oldest; day <= query.endDate && day <= today; day = addDays(day, 1)) {
    for (const unitType of unitTypes) {
      const full = dayAmount(query.subsId, day, unitType);
      const decimals = HABITS[unitType]?.decimals ?? 0;
      const amount = day === today ? round(full * elapsed, decimals) : full;
      if (amount > 0) records.push({ statDate: day, unitType, consumeAmount: amount });
    }
  }
  return records;
}
