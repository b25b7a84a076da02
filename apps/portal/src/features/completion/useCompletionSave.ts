import { useNavigate } from 'react-router';
import { formFailure, profileCompletionKeys, type PartyProfile } from '@gaia/domain';
import { useToast } from '@gaia/ui';
import { queryClient } from '../../app/queryClient';

/**
 * What both completion forms do with a save: send it, refresh every profile answer and the
 * completeness check (so the prompt goes), say so and go home; a failure goes above the form, the
 * values stay as typed.
 */
export function useCompletionSave(showFailure: (failure: ReturnType<typeof formFailure>) => void) {
  const navigate = useNavigate();
  const toast = useToast();
  return async (send: () => Promise<PartyProfile>) => {
    try {
      await send();
    } catch (error) {
      showFailure(formFailure(error));
      return;
    }
    // Inactive answers too (the completeness check is not on screen here): the prompt must not
    // flash back with the old answer on the way home.
    await queryClient.invalidateQueries({ queryKey: profileCompletionKeys.all, refetchType: 'all' });
    toast.show({ tone: 'success', message: 'gaia_completion_saved' });
    navigate('/myProfile');
  };
}
