/**
 * The form model every portal form is built on (ADR 0015): a form is its field values (strings), the
 * domain function that answers each field's message key, and a submit call. This module is the
 * framework-free half: it checks values against the rules in the shape react-hook-form's resolvers
 * answer, so the portal's resolver is a one-line adapter and the same rules run in the sandbox.
 */

/** A form's values: every field is a string as typed (normalised by its field). */
export type FormValues<V = Record<string, string>> = { [K in keyof V]: string };

/** A form's rules: the message key of each field in error; fields that pass are absent or undefined. */
export type FormRules<V extends FormValues<V>> = (values: V) => Partial<Record<keyof V, string | undefined>>;

/** One field's error as a resolver reports it: a rule's message key. */
export interface RuleError {
  type: 'rule';
  message: string;
}

/** What checking a form answers: its values when every rule passes, else the errors by field. */
export type RulesResult<V extends FormValues<V>> =
  | { values: V; errors: Record<string, never> }
  | { values: Record<string, never>; errors: Partial<Record<keyof V, RuleError>> };

/** The message keys of the fields in error, without the passing ones. */
export function ruleErrors<V extends FormValues<V>>(rules: FormRules<V>, values: V): Partial<Record<keyof V, string>> {
  const errors: Partial<Record<keyof V, string>> = {};
  const checked = rules(values);
  for (const field of Object.keys(checked) as (keyof V)[]) {
    const message = checked[field];
    if (message) errors[field] = message;
  }
  return errors;
}

/** Whether every rule passes. */
export function passesRules<V extends FormValues<V>>(rules: FormRules<V>, values: V): boolean {
  return Object.keys(ruleErrors(rules, values)).length === 0;
}

/** Checks the values against the rules: the values when all pass, else one error per failing field. */
export function checkRules<V extends FormValues<V>>(rules: FormRules<V>, values: V): RulesResult<V> {
  const messages = ruleErrors(rules, values);
  const fields = Object.keys(messages) as (keyof V)[];
  if (fields.length === 0) return { values, errors: {} };
  const errors: Partial<Record<keyof V, RuleError>> = {};
  for (const field of fields) errors[field] = { type: 'rule', message: messages[field]! };
  return { values: {}, errors };
}
