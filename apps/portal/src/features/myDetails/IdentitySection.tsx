import { useState, lazy, Suspense } from 'react';
import { displayBirthday, faceOf, idCopyOf, type PartyProfile } from '@gaia/domain';
import { Button, useGaia, useT } from '@gaia/ui';
import { Details, Section, SectionHeader, SectionTitle, Term, Value } from './myDetails.styles';

const FaceInfoDialog = lazy(() => import('../profile/face/FaceInfoDialog'));

/** Identity, default address, documents and face as the server holds them (read-only: checked at registration). */
export function IdentitySection({ profile }: { profile: PartyProfile }) {
  const t = useT();
  const { intlLocale, config } = useGaia();
  const [faceOpen, setFaceOpen] = useState(false);
  const none = t('gaia_mydetails_not_set');
  const corporate = profile.partyType === 'CORPORATE';
  const name = corporate ? profile.partyName : [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const address = [profile.defaultAddr?.detailAddr1, profile.defaultAddr?.detailAddr2].filter(Boolean).join(', ');
  const idCopy = idCopyOf(profile);
  const face = faceOf(profile);
  return (
    <Section aria-labelledby="mydetails-identity">
      <SectionHeader>
        <SectionTitle id="mydetails-identity">{t('gaia_mydetails_identity')}</SectionTitle>
      </SectionHeader>
      <Details>
        <Term>{t(corporate ? 'gaia_mydetails_company_name' : 'gaia_mydetails_name')}</Term>
        <Value>{name || none}</Value>
        <Term>{t(corporate ? 'gaia_completion_registration_nbr' : 'gaia_completion_id_nbr')}</Term>
        <Value>{profile.idNbr ?? none}</Value>
        {corporate ? null : (
          <>
            <Term>{t('gaia_completion_birthday')}</Term>
            <Value>{displayBirthday(profile.birthday, { locale: intlLocale, pattern: config.dateFormat, empty: none })}</Value>
            <Term>{t('gaia_completion_nationality')}</Term>
            <Value>{profile.nationality ?? none}</Value>
          </>
        )}
        <Term>{t('gaia_mydetails_default_address')}</Term>
        <Value>{address || none}</Value>
        <Term>{t(corporate ? 'gaia_completion_company_document' : 'gaia_completion_id_copy')}</Term>
        <Value>{idCopy?.fileName ?? t('gaia_mydetails_id_copy_none')}</Value>
        {corporate ? null : (
          <>
            <Term>{t('gaia_mydetails_face')}</Term>
            <Value>{t(face ? 'gaia_mydetails_face_enrolled' : 'gaia_mydetails_face_none')}</Value>
          </>
        )}
      </Details>
      {/* Spec 03 §6: corporate users have no face information. */}
      {corporate ? null : (
        <div>
          <Button variant="secondary" onClick={() => setFaceOpen(true)}>{t('gaia_mydetails_face_open')}</Button>
        </div>
      )}
      {faceOpen ? (
        <Suspense fallback={null}>
          <FaceInfoDialog onClose={() => setFaceOpen(false)} />
        </Suspense>
      ) : null}
    </Section>
  );
}
