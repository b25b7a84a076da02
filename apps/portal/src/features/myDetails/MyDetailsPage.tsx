import { useQuery } from '@tanstack/react-query';
import { MY_DETAILS_PROFILE_SCOPES } from '@gaia/domain';
import { LoadFailed, Spinner, useT } from '@gaia/ui';
import { sessionQuery } from '../../app/session';
import { profileQuery } from '../completion/profileApi';
import { useHeadingFocus } from '../completion/useHeadingFocus';
import { AddressesSection } from './AddressesSection';
import { ContactsSection } from './ContactsSection';
import { IdentitySection } from './IdentitySection';
import { Page, Title } from './myDetails.styles';

/**
 * /myDetails (issue 13 item 4): the profile as the server holds it — names, ID, contacts, default
 * address, ID copy, face — with edit where spec 02 allows it: the contacts (modProfile, after the PIN
 * check), the delivery addresses (kit AddressForm) and the face (face information modal, F3.11).
 * Inside the signed-in area, which already requires a session.
 */
export default function MyDetailsPage() {
  const t = useT();
  const userId = useQuery(sessionQuery).data?.userId ?? '';
  const profile = useQuery({ ...profileQuery(userId, MY_DETAILS_PROFILE_SCOPES), enabled: userId !== '' });
  const titleRef = useHeadingFocus<HTMLHeadingElement>();
  return (
    <Page>
      <Title ref={titleRef} tabIndex={-1}>{t('gaia_mydetails_title')}</Title>
      {profile.isError ? (
        <LoadFailed onRetry={() => void profile.refetch()} />
      ) : !profile.data ? (
        <Spinner block label="gaia_mydetails_loading" />
      ) : (
        <>
          <IdentitySection profile={profile.data} />
          <ContactsSection profile={profile.data} />
          <AddressesSection />
        </>
      )}
    </Page>
  );
}
