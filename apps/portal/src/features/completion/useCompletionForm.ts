import { useRef } from 'react';
import type { FormRules, FormValues, PartyProfile, StoredFileDetail } from '@gaia/domain';
import { useRulesForm } from '../../forms/useRulesForm';
import { useCompletionSave } from './useCompletionSave';

interface CompletionFormOptions<V extends FormValues<V>> {
  /** The starting values, from what the server holds. */
  defaultValues: () => V;
  /** The domain's rules of the party's form. */
  rules: FormRules<V>;
  /** The save call, with the document uploaded on this page (undefined when the profile's own is kept). */
  update: (values: V, document: StoredFileDetail | undefined) => Promise<PartyProfile>;
}

/**
 * A completion form (F2.12) on the domain's rules, saved the way both parties' forms save. The
 * uploaded document is kept beside the values (the form holds only its path): `keepDocument` is
 * the document group's `onUploaded`.
 */
export function useCompletionForm<V extends FormValues<V>>({ defaultValues, rules, update }: CompletionFormOptions<V>) {
  const document = useRef<StoredFileDetail | undefined>(undefined);
  const form = useRulesForm<V>({
    defaultValues,
    rules,
    submit: (values) => save(() => update(values, document.current)),
  });
  const save = useCompletionSave((failure) => form.showFailure(failure));
  const keepDocument = (file: StoredFileDetail | undefined) => {
    document.current = file;
  };
  return { form, keepDocument };
}
