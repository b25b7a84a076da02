import { useState, type ComponentProps, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Badge, Button, Modal, RadioGroup, useGaia, useToast } from '@gaia/ui';
import {
  canSetMainLine,
  corporateMainLineError,
  mainLineOf,
  normaliseSubscriberNumber,
  ResultCode,
  signInKeys,
  subscriptionKeys,
  validateSubscriberNumber,
  type Subscription,
} from '@gaia/domain';
import { FormFields, FormTextField } from '../../../forms/fields';
import { useRulesForm } from '../../../forms/useRulesForm';
import { isolateLtr } from '../../payment/LtrValuesText';
import { linesApi } from '../homeApi';
import { CancelFooter } from '../../../layout/dialog/CancelFooter';

export interface MainLineDialogProps {
  /** Individual: a radio list of the lines; corporate: a number search. */
  corporate: boolean;
  lines: readonly Subscription[];
  /** The corporate user's current main line number (preferredAccNbr), if any. */
  currentMainAccNbr?: string;
  /** The number as displayed. */
  numberOf: (line: Pick<Subscription, 'accNbr' | 'prefix'>) => string;
  onClose: () => void;
}

/** Thrown for a refused change: the modal shows the server's message (corporate: on the field). */
class MainLineRefused extends Error {}

/** After a change the lines and the session user (its preferred line) are read again (spec 03 §4). */
const invalidates = [subscriptionKeys.all, signInKeys.session()];

/**
 * F3.3: the set-main-line modal. Individuals choose among their numbers (the current main line
 * tagged; Set disabled while it is chosen); corporate users type any number of the company, which
 * must differ from the current main line (tip_setmainline_is_main_line_now). On success the modal
 * closes and the list and details refresh; a refusal shows the server's message.
 */
export default function MainLineDialog(props: MainLineDialogProps) {
  return props.corporate ? <CorporateMainLine {...props} /> : <IndividualMainLine {...props} />;
}

function useSetMainLine(onDone: (line: string) => void) {
  return useMutation({
    mutationFn: async ({ target }: { target: { subsId: string } | { accNbr: string }; shown: string }) => {
      const answer = await linesApi.setPreferred(target);
      if (answer.code !== ResultCode.success) throw new MainLineRefused(answer.resultMsg || 'gaia_lines_main_set_failed');
    },
    meta: { invalidates },
    onSuccess: (_result, { shown }) => onDone(shown),
  });
}

function useSuccess(onClose: () => void) {
  const { t } = useGaia();
  const toast = useToast();
  return (shown: string) => {
    toast.show({ tone: 'success', message: t('gaia_lines_main_set_success', { number: shown }) });
    onClose();
  };
}

/** The modal both choices share: the title, Cancel, and "Set main line" (a click or a form's submit). */
function MainLineModal({ onClose, setButton, children }: { onClose: () => void; setButton: Omit<ComponentProps<typeof Button>, 'children'>; children: ReactNode }) {
  return (
    <Modal
      open
      onClose={onClose}
      title="gaia_lines_main_title"
      size="medium"
      footer={
        <CancelFooter onCancel={onClose}>
          <Button {...setButton}>gaia_lines_main_set</Button>
        </CancelFooter>
      }
    >
      {children}
    </Modal>
  );
}

function IndividualMainLine({ lines, numberOf, onClose }: MainLineDialogProps) {
  const { t, direction } = useGaia();
  const toast = useToast();
  const current = mainLineOf(lines);
  const [selected, setSelected] = useState<string | null>(current?.subsId ?? null);
  const chosen = lines.find((line) => line.subsId === selected);
  const setMain = useSetMainLine(useSuccess(onClose));
  const submit = () => {
    if (!chosen) return;
    setMain.mutate(
      { target: { subsId: chosen.subsId }, shown: numberOf(chosen) },
      { onError: (error) => error instanceof MainLineRefused && toast.show({ tone: 'error', message: error.message }) },
    );
  };
  return (
    <MainLineModal onClose={onClose} setButton={{ onClick: submit, disabled: !canSetMainLine(chosen, current), loading: setMain.isPending }}>
      <p>{t('gaia_lines_main_hint')}</p>
      <RadioGroup
        label="gaia_lines_main_numbers"
        options={lines.map((line) => ({
          value: line.subsId,
          // The number keeps its order in right-to-left text.
          label: isolateLtr(numberOf(line), direction),
          ...(line.offerName ? { hint: line.offerName } : {}),
          ...(line === current ? { adornment: <Badge tone="info">{t('gaia_lines_main_tag')}</Badge> } : {}),
        }))}
        value={selected}
        onChange={setSelected}
      />
    </MainLineModal>
  );
}

function CorporateMainLine({ currentMainAccNbr, numberOf, onClose }: MainLineDialogProps) {
  const { t } = useGaia();
  const setMain = useSetMainLine(useSuccess(onClose));
  const form = useRulesForm({
    defaultValues: { number: '' },
    rules: (values: { number: string }) => ({ number: validateSubscriberNumber(values.number) ?? corporateMainLineError(values.number, currentMainAccNbr) }),
    submit: async ({ number }) => {
      const accNbr = normaliseSubscriberNumber(number);
      try {
        await setMain.mutateAsync({ target: { accNbr }, shown: numberOf({ accNbr }) });
      } catch (error) {
        // Spec 03 §8: a corporate refusal is the field's error; what was typed stays.
        if (error instanceof MainLineRefused) form.failField('number', error.message);
      }
    },
  });
  return (
    <MainLineModal onClose={onClose} setButton={{ type: 'submit', form: 'main-line-search', loading: form.pending }}>
      <p>{t('gaia_lines_main_hint')}</p>
      <p>{currentMainAccNbr ? t('gaia_lines_main_current', { number: numberOf({ accNbr: currentMainAccNbr.slice(-9), prefix: '263' }) }) : t('gaia_lines_main_none')}</p>
      <FormFields form={form}>
        <form id="main-line-search" onSubmit={form.handleSubmit} noValidate>
          <FormTextField name="number" label="gaia_lines_search_label" hint="gaia_lines_search_hint" inputMode="tel" autoComplete="off" maxLength={20} required />
        </form>
      </FormFields>
    </MainLineModal>
  );
}
