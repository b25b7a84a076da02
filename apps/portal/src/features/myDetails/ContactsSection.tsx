import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  COMPLETION_LIMITS,
  PIN_WRONG_RESULT_CODE,
  contactRules,
  contactValues,
  contactsChanged,
  formFailure,
  isApiError,
  modProfileRequest,
  normaliseDigits,
  pinRules,
  profileCompletionKeys,
  validate,
  type ContactValues,
  type PartyProfile,
} from '@gaia/domain';
import { Button, FormError, useT, useToast } from '@gaia/ui';
import { FormFields, FormTextField } from '../../forms/fields';
import { useRulesForm } from '../../forms/useRulesForm';
import { profileApi } from '../completion/profileApi';
import { Actions, Details, Form, Section, SectionHeader, SectionTitle, Term, Value } from './myDetails.styles';

type ContactForm = ContactValues & { pin: string };

/**
 * The contacts (mobile, alternate number, e-mail) with their edit: a change is confirmed with the
 * PIN check first (see the domain README of profile/completion, "The PIN check").
 */
export function ContactsSection({ profile }: { profile: PartyProfile }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const none = t('gaia_mydetails_not_set');
  return (
    <Section aria-labelledby="mydetails-contacts">
      <SectionHeader>
        <SectionTitle id="mydetails-contacts">{t('gaia_mydetails_contacts')}</SectionTitle>
        {editing ? null : (
          <Button variant="secondary" onClick={() => setEditing(true)}>{t('gaia_mydetails_edit_contacts')}</Button>
        )}
      </SectionHeader>
      {editing ? (
        <ContactsForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <Details>
          <Term>{t('gaia_completion_contact')}</Term>
          <Value>{profile.contactNbr ?? none}</Value>
          <Term>{t('gaia_mydetails_alternate')}</Term>
          <Value>{profile.alterContactNbr ?? none}</Value>
          <Term>{t('gaia_completion_email')}</Term>
          <Value>{profile.email ?? none}</Value>
        </Details>
      )}
    </Section>
  );
}

function ContactsForm({ profile, onDone }: { profile: PartyProfile; onDone: () => void }) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useRulesForm<ContactForm>({
    defaultValues: () => ({ ...contactValues(profile), pin: '' }),
    rules: (values) => ({
      contactNbr: validate(values.contactNbr, contactRules.contactNbr),
      alterContactNbr: validate(values.alterContactNbr, contactRules.alterContactNbr),
      email: validate(values.email, contactRules.email),
      // The PIN is asked for only when the contacts change.
      pin: contactsChanged(profile, values) ? validate(values.pin, pinRules) : undefined,
    }),
    submit: async (values) => {
      try {
        let referenceId: string | undefined;
        if (contactsChanged(profile, values)) {
          try {
            referenceId = (await profileApi.pinCheck(values.pin)).referenceId;
          } catch (error) {
            if (isApiError(error) && error.envelope?.code === PIN_WRONG_RESULT_CODE) {
              form.clear('pin');
              form.failField('pin', t('gaia_completion_pin_wrong'));
              form.focus('pin');
              return;
            }
            throw error;
          }
        }
        await profileApi.modProfile(modProfileRequest(values, referenceId));
      } catch (error) {
        form.showFailure(formFailure(error));
        return;
      }
      await queryClient.invalidateQueries({ queryKey: profileCompletionKeys.all });
      toast.show({ tone: 'success', message: 'gaia_mydetails_contacts_saved' });
      onDone();
    },
  });
  const askPin = contactsChanged(profile, form.values);
  return (
    <FormFields form={form}>
      <Form noValidate onSubmit={form.handleSubmit}>
        <FormError>{form.formError}</FormError>
        <FormTextField name="contactNbr" label="gaia_completion_contact" type="tel" inputMode="tel" autoComplete="tel" required maxLength={COMPLETION_LIMITS.contactNbr} normalise={normaliseDigits} />
        <FormTextField name="alterContactNbr" label="gaia_mydetails_alternate" hint="gaia_completion_optional" type="tel" inputMode="tel" maxLength={COMPLETION_LIMITS.contactNbr} normalise={normaliseDigits} />
        <FormTextField name="email" label="gaia_completion_email" hint="gaia_completion_optional" type="email" autoComplete="email" maxLength={COMPLETION_LIMITS.email} />
        {askPin ? (
          <FormTextField name="pin" label="gaia_completion_pin" hint="gaia_completion_pin_hint" type="password" inputMode="numeric" autoComplete="off" required maxLength={6} normalise={normaliseDigits} />
        ) : null}
        <Actions>
          <Button type="submit" loading={form.pending}>{t('gaia_mydetails_save')}</Button>
          <Button variant="secondary" onClick={onDone}>{t('gaia_mydetails_cancel')}</Button>
        </Actions>
      </Form>
    </FormFields>
  );
}
