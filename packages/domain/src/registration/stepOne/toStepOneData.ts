import type { PortalConfig } from '../../kernel/config/portalConfig';
import { classifyAccount } from '../../sign-in/account';
import type { RegistrationConfig } from '../registrationConfig';
import type { IdHolder } from './checks';
import { idTypeFor } from './idType';
import type { StepOneData } from './model';
import { AGREED, type AlternativeStepOneValues, type StepOneValues } from './rules';

/** What the standard form says of the account: the mobile number is the account. */
function standardAccountOf(values: StepOneValues) {
  return { form: 'standard', account: values.mobile, accountType: 'MOBILE', mobile: values.mobile, nationality: values.nationality } as const;
}

/** The standard step one's result once the code was requested (spec 02 §3 "Step-one data"). */
export function standardStepOneData(
  values: StepOneValues,
  holder: IdHolder,
  config: Pick<RegistrationConfig, 'defaultNationality' | 'nationalIdType' | 'nonNationalIdType'>,
): StepOneData {
  const referralCode = values.referralCode.trim();
  return {
    ...standardAccountOf(values),
    idType: idTypeFor(values.nationality, config),
    idNbr: values.idNbr,
    ...(referralCode ? { referralCode } : {}),
    agreePrivacyPolicy: values.agree === AGREED,
    ...(holder.kind !== 'accountExists' && holder.referenceId ? { eligibilityReferenceId: holder.referenceId } : {}),
    ...(holder.kind === 'upgrade'
      ? { upgrade: { userId: holder.userId, ...(holder.userCode ? { userCode: holder.userCode } : {}) } }
      : {}),
  };
}

/**
 * The alternative step one's result once its code was verified (F2.2): the account is a mobile or
 * an e-mail; nationality and ID come later, in the identity details, so the default nationality
 * and its ID type stand here with an empty number.
 */
export function alternativeStepOneData(
  values: AlternativeStepOneValues,
  referenceId: string,
  portal: Pick<PortalConfig, 'mobilePattern' | 'emailPattern'>,
  config: Pick<RegistrationConfig, 'defaultNationality' | 'nationalIdType' | 'nonNationalIdType'>,
): StepOneData {
  const accountType = classifyAccount(values.account, portal) ?? 'MOBILE';
  const referralCode = values.referralCode.trim();
  return {
    form: 'alternative',
    account: values.account,
    accountType,
    ...(accountType === 'MOBILE' ? { mobile: values.account } : { email: values.account }),
    nationality: config.defaultNationality,
    idType: idTypeFor(config.defaultNationality, config),
    idNbr: '',
    ...(referralCode ? { referralCode } : {}),
    agreePrivacyPolicy: values.agree === AGREED,
    referenceId,
  };
}

/** The typed values from a saved draft (session storage), each field a string or empty. */
export function stepOneValuesFrom(initial: Partial<StepOneData> | undefined, config: Pick<RegistrationConfig, 'defaultNationality'>): StepOneValues {
  return {
    mobile: initial?.mobile ?? (initial?.accountType === 'MOBILE' ? (initial.account ?? '') : ''),
    nationality: initial?.nationality || config.defaultNationality,
    idNbr: initial?.idNbr ?? '',
    referralCode: initial?.referralCode ?? '',
    agree: initial?.agreePrivacyPolicy ? AGREED : '',
  };
}

/** The draft the flow keeps while step one is typed (spec 02 §2: earlier entries restored). */
export function stepOneDraft(values: StepOneValues): Partial<StepOneData> {
  return {
    ...standardAccountOf(values),
    idNbr: values.idNbr,
    referralCode: values.referralCode,
    agreePrivacyPolicy: values.agree === AGREED,
  };
}

/** The draft of the alternative form (the code itself is never kept). */
export function alternativeStepOneDraft(values: AlternativeStepOneValues, portal: Pick<PortalConfig, 'mobilePattern' | 'emailPattern'>): Partial<StepOneData> {
  const accountType = classifyAccount(values.account, portal);
  return {
    form: 'alternative',
    account: values.account,
    ...(accountType ? { accountType } : {}),
    referralCode: values.referralCode,
    agreePrivacyPolicy: values.agree === AGREED,
  };
}
