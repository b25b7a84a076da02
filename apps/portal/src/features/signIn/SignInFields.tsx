import {
  ACCOUNT_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  normaliseCodeAccount,
  normaliseCorporateId,
  normaliseIndividualAccount,
  normalisePassword,
} from '@gaia/domain';
import { FormPasswordField, FormTextField } from '../../forms/fields';

/*
 * The fields the sign-in forms and the password resets share (spec 01 §4, F1.11), bound by name to
 * the form around them: each field is typed and normalised the same wherever it is asked for. The
 * code and its send button are apart (CodeSendRow), so the password form that every visitor loads
 * first does not carry the countdown.
 */

/** The individual account of the password form and the older three-field form (F1.2, F1.9). */
export function IndividualAccountField() {
  return (
    <FormTextField
      name="account"
      label="gaia_signin_account_label"
      autoComplete="username"
      required
      maxLength={ACCOUNT_MAX_LENGTH}
      normalise={normaliseIndividualAccount}
    />
  );
}

/** The individual password (F1.2, F1.9): spaces removed, length capped. */
export function IndividualPasswordField() {
  return <FormPasswordField name="password" label="gaia_signin_password_label" required maxLength={PASSWORD_MAX_LENGTH} normalise={normalisePassword} />;
}

/** The account a code goes to: a mobile number or an e-mail (code sign-in F1.3, individual reset F1.11). */
export function CodeAccountField() {
  return (
    <FormTextField
      name="account"
      label="gaia_portal_signin_code_account_label"
      autoComplete="username"
      inputMode="email"
      required
      maxLength={ACCOUNT_MAX_LENGTH}
      normalise={normaliseCodeAccount}
    />
  );
}

/** The company account and the representative ID, no spaces and upper-case as typed (F1.4, F1.11). */
export function CorporateIdFields() {
  return (
    <>
      <FormTextField
        name="loginAcct"
        label="gaia_portal_signin_company_account_label"
        autoComplete="username"
        required
        maxLength={ACCOUNT_MAX_LENGTH}
        normalise={normaliseCorporateId}
      />
      <FormTextField name="representativeIdNbr" label="gaia_portal_signin_representative_label" required maxLength={ACCOUNT_MAX_LENGTH} normalise={normaliseCorporateId} />
    </>
  );
}
