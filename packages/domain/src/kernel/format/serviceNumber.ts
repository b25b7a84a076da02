/**
 * The service-number break rule (F0.7, F2.16; spec 02 §9 "number display break rule from
 * configuration"; spec 03 §3 property configuration serviceNbrBreakRule, §5 "Numbers are displayed
 * masked or broken by serviceNbrBreakRule").
 *
 * The documents name the setting but not its format. The kit accepts what such a setting is
 * written as in practice:
 * - group sizes: "3,3,4", "3-3-4", "3 3 4", "3;3;4" or a JSON list "[3,3,4]" (groups joined by a
 *   space, or by `separator`);
 * - a template: "xxx-xxx-xxxx", "XXX XXX XXXX" or "###.###.####", where each x, X or # stands for one
 *   character and the characters between are kept as the separators.
 * Characters beyond the rule form one last group; an empty or unreadable rule leaves the number as
 * it is.
 */

export interface ServiceNumberBreakRule {
  /** Sizes of the groups, left to right. */
  groups: number[];
  /** Separators after each group (a template's own); absent means the caller's separator. */
  separators?: string[];
}

const TEMPLATE = /^[xX#]+(?:[^xX#\d]+[xX#]+)*$/;

/** Reads a serviceNbrBreakRule value; undefined when there is no usable rule. */
export function parseServiceNbrBreakRule(rule: string | readonly number[] | null | undefined): ServiceNumberBreakRule | undefined {
  if (rule === null || rule === undefined) return undefined;
  if (Array.isArray(rule)) return sizesRule(rule);
  const text = String(rule).trim();
  if (!text) return undefined;
  if (TEMPLATE.test(text)) {
    const groups = text.match(/[xX#]+/g)?.map((group) => group.length) ?? [];
    const separators = text.match(/[^xX#]+/g) ?? [];
    return { groups, separators };
  }
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? sizesRule(parsed) : undefined;
    } catch {
      return undefined;
    }
  }
  if (!/^\d+(?:\s*[,;\-|]\s*\d+|[^\S ]* \s*\d+)*$/.test(text)) return undefined;
  return sizesRule((text.match(/\d+/g) ?? []).map(Number));
}

function sizesRule(values: readonly unknown[]): ServiceNumberBreakRule | undefined {
  const groups = values.map(Number);
  if (groups.length === 0 || groups.some((size) => !Number.isInteger(size) || size <= 0)) return undefined;
  return { groups };
}

/**
 * F0.7: breaks a service number into groups by the configured rule ("0771234567" with "3,3,4" →
 * "077 123 4567"). Spaces already in the number are removed first; a leading "+" stays with the
 * first group.
 */
export function breakServiceNumber(
  value: string | null | undefined,
  rule: string | readonly number[] | ServiceNumberBreakRule | null | undefined,
  separator = ' ',
): string {
  const compact = (value ?? '').replace(/\s+/g, '');
  const parsed = isParsedRule(rule) ? rule : parseServiceNbrBreakRule(rule);
  if (!parsed || !compact) return compact;
  const sign = compact.startsWith('+') ? '+' : '';
  const chars = Array.from(sign ? compact.slice(1) : compact);
  const parts: string[] = [];
  const joins: string[] = [];
  let index = 0;
  parsed.groups.forEach((size, position) => {
    if (index >= chars.length) return;
    parts.push(chars.slice(index, index + size).join(''));
    joins.push(parsed.separators?.[position] ?? separator);
    index += size;
  });
  if (index < chars.length) parts.push(chars.slice(index).join(''));
  const text = parts.reduce((acc, part, position) => (position === 0 ? part : `${acc}${joins[position - 1] ?? separator}${part}`), '');
  return `${sign}${text}`;
}

function isParsedRule(rule: unknown): rule is ServiceNumberBreakRule {
  return typeof rule === 'object' && rule !== null && !Array.isArray(rule) && Array.isArray((rule as ServiceNumberBreakRule).groups);
}
