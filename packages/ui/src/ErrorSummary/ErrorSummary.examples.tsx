import { useState, type FormEvent } from 'react';
import { validatePhoneNumber } from '@gaia/domain';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { PhoneNumberField, type PhoneNumberDetails } from '../PhoneNumberField/PhoneNumberField';
import { useT } from '../provider/GaiaContext';
import { TextField } from '../TextField/TextField';
import { ErrorSummary, type FormProblem } from './ErrorSummary';

/** A small sign-up form that validates on submit and shows the summary above it (story example). */
export function SignUpFormExample({ onValid }: { onValid?: (values: { name: string; phone: string }) => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState<PhoneNumberDetails>({ country: 'ZW', national: '' });
  const [e164, setE164] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<FormProblem[]>([]);
  const [submits, setSubmits] = useState(0);
  const errorOf = (fieldId: string) => errors.find((problem) => problem.fieldId === fieldId)?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: FormProblem[] = [];
    if (!name.trim()) problems.push({ fieldId: 'signup-name', message: 'gaia_kitforms_example_fullname_required' });
    const phoneProblem = validatePhoneNumber(phone, { required: true });
    if (phoneProblem) problems.push({ fieldId: 'signup-phone', message: phoneProblem });
    if (!terms) problems.push({ fieldId: 'signup-terms', message: 'gaia_kitforms_example_terms_required' });
    setErrors(problems);
    setSubmits((count) => count + 1);
    if (problems.length === 0) onValid?.({ name, phone: e164 });
  };

  return (
    <form noValidate aria-label={t('gaia_kitforms_example_signup_title')} onSubmit={submit} style={{ display: 'grid', gap: 'var(--gaia-space-4)', maxInlineSize: '32rem' }}>
      <ErrorSummary errors={errors} focusKey={submits} />
      <TextField id="signup-name" label="gaia_kitforms_example_fullname" required value={name} onChange={setName} error={errorOf('signup-name')} />
      <PhoneNumberField
        id="signup-phone"
        required
        onChange={(value, details) => {
          setE164(value);
          setPhone(details);
        }}
        error={errorOf('signup-phone')}
      />
      <Checkbox id="signup-terms" label="gaia_kitforms_example_terms" required checked={terms} onChange={setTerms} error={errorOf('signup-terms')} />
      <div>
        <Button type="submit">gaia_kitforms_example_signup_submit</Button>
      </div>
    </form>
  );
}
