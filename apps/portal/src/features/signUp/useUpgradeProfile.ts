import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { REGISTRATION_PROFILE_SCOPES, provisionalUpgradeProfile, registrationKeys, type SignUpEvent, type SignUpState } from '@gaia/domain';
import { createProfileApi } from '@gaia/domain/api';
import { readHttp } from '../../app/api';

const profileApi = createProfileApi(readHttp);

/**
 * An upgrade's existing profile (spec 02 §4): fetched once the code is verified — the verified
 * code and the ID typed on step one vouch for the visitor — so the fields it holds are locked and
 * steps it fills are passed over. If it cannot be read, the flow goes on from the party step one's
 * ID check found (only the ID held), and the steps ask for the rest.
 */
export function useUpgradeProfile(state: SignUpState, dispatch: (event: SignUpEvent) => void) {
  const upgrade = state.stepOne?.upgrade;
  const referenceId = state.verified?.referenceId ?? state.stepOne?.referenceId;
  const wanted = Boolean(upgrade && referenceId && !state.profile);
  const profile = useQuery({
    queryKey: [...registrationKeys.details(), 'upgradeProfile', upgrade?.userId, referenceId],
    queryFn: () =>
      profileApi.acquireForUpgrade({
        userId: upgrade?.userId ?? '',
        idNbr: state.stepOne?.idNbr ?? '',
        referenceId: referenceId ?? '',
        scopes: REGISTRATION_PROFILE_SCOPES,
      }),
    enabled: wanted,
    retry: false,
    // The profile belongs to this visit only: never served again from the cache.
    gcTime: 0,
  });

  useEffect(() => {
    if (!wanted || !state.stepOne) return;
    if (profile.data) dispatch({ type: 'profileLoaded', profile: profile.data });
    else if (profile.isError) {
      const provisional = provisionalUpgradeProfile(state.stepOne);
      if (provisional) dispatch({ type: 'profileLoaded', profile: provisional });
    }
  }, [wanted, profile.data, profile.isError, state.stepOne, dispatch]);
}
