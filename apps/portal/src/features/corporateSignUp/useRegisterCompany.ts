import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CorporateMessageKey,
  CorporateResultCode,
  EMPTY_CORPORATE_DRAFT,
  DEFAULT_CORPORATION_ID_TYPE,
  EMPTY_CORPORATE_PASSWORD,
  formFailure,
  isApiError,
  shownMessage,
  toCorporateRegistration,
  validateCorporatePassword,
  type CorporatePasswordValues,
} from '@gaia/domain';
import { corporateKeys } from '@gaia/domain/api';
import { useT } from '@gaia/ui';
import { useRulesForm } from '../../forms/useRulesForm';
import { corporateApi } from './corporateApi';
import type { CorporateDraftState } from './useCorporateDraft';

function resultCodeOf(error: unknown): string | undefined {
  return isApiError(error) && error.kind === 'business' ? error.resultCode : undefined;
}

/**
 * The last step's form and the registration (F2.11): POST /uc/reg/register/corporate with the
 * verified reference. A registered company goes back to step 1 with the message on the registration
 * number (the reference still holds); an expired reference back to the code step; anything else
 * stays, above the form. Success forgets the entries and the password and shows the account.
 */
export function useRegisterCompany(flow: CorporateDraftState) {
  const t = useT();
  const queryClient = useQueryClient();
  const [registrationNumberError, setRegistrationNumberError] = useState<string>();
  const [codeMessage, setCodeMessage] = useState<string>();

  const form = useRulesForm<CorporatePasswordValues>({
    defaultValues: EMPTY_CORPORATE_PASSWORD,
    rules: validateCorporatePassword,
    submit: async ({ password }) => {
      const { draft } = flow;
      form.setFormError(undefined);
      if (!draft.verified) {
        flow.go('code');
        return;
      }
      try {
        const idType = await queryClient.fetchQuery({ queryKey: corporateKeys.corporationIdType(), queryFn: () => corporateApi.corporationIdType(), staleTime: Infinity }).catch(() => DEFAULT_CORPORATION_ID_TYPE);
        const { userCode } = await corporateApi.register(toCorporateRegistration(draft, password, idType), draft.verified.referenceId);
        form.reset();
        flow.update(() => ({ ...EMPTY_CORPORATE_DRAFT, step: 'done', userCode }));
        flow.go('done');
      } catch (error) {
        const text = shownMessage(t, formFailure(error).text);
        const code = resultCodeOf(error);
        if (code === CorporateResultCode.companyRegistered) {
          setRegistrationNumberError(text ?? t(CorporateMessageKey.companyRegistered));
          flow.go('company');
        } else if (code === CorporateResultCode.referenceInvalid) {
          flow.update(({ verified: _used, ...current }) => current);
          setCodeMessage(text ?? t(CorporateMessageKey.referenceInvalid));
          flow.go('code');
        } else {
          form.setFormError(text);
        }
      }
    },
  });

  return {
    form,
    registrationNumberError,
    codeMessage,
    /** The registration number changed: its server message goes. */
    clearRegistrationNumberError: () => setRegistrationNumberError(undefined),
    clearCodeMessage: () => setCodeMessage(undefined),
  };
}
