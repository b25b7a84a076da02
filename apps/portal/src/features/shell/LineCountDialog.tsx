import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { canConfirmLineCount, lineCountLimits, nextLineCount, type PartyType } from '@gaia/domain';
import { isApiError } from '@gaia/domain/api';
import { Button, LoadFailed, Modal, Stepper, useT, useToast } from '@gaia/ui';
import { ErrorText, Form, StatusText } from './LineCountDialog.styles';
import { lineApprovalQuery, requestLines } from './shellQueries';
import { CancelFooter } from '../../layout/dialog/CancelFooter';

export interface LineCountDialogProps {
  /** Individuals are limited by their approval data; corporates by the constant 50. */
  partyType: PartyType;
  /** Called when the dialog closes (Cancel, Escape, after a request). */
  onClose: () => void;
}

/**
 * F3.12: the request-line-count modal — a stepper (minus, digits, plus) from 1 to the maximum, opening
 * at the maximum for individuals and at 1 for corporates; Confirm (disabled at 0) sends the count with
 * the new-connection pre-check and says the request was received, or why not.
 */
export default function LineCountDialog({ partyType, onClose }: LineCountDialogProps) {
  const t = useT();
  const toast = useToast();
  const individual = partyType === 'INDIVIDUAL';
  // Corporates need no approval data: their maximum is a constant.
  const approval = useQuery({ ...lineApprovalQuery, enabled: individual });
  const limits = lineCountLimits(partyType, individual ? approval.data : null);
  const ready = !individual || approval.isSuccess;
  const [count, setCount] = useState<number | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  // Until the person changes it, the count is the opening value of the limits.
  const value = count ?? limits.initial;
  const confirmable = ready && canConfirmLineCount(value, limits.max) && !sending;

  const confirm = async () => {
    setSending(true);
    setFailure(undefined);
    try {
      await requestLines(value);
      toast.show({ tone: 'success', message: t('gaia_shell_lines_requested', { count: value }) });
      onClose();
    } catch (error) {
      // A 401 or 593 is the catalogue's (the area leaves); anything else is said here, in place.
      setFailure(isApiError(error) && error.resultMsg ? error.resultMsg : t('gaia_shell_lines_request_failed'));
      setSending(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="gaia_shell_lines_title"
      size="small"
      footer={
        <CancelFooter onCancel={onClose}>
          <Button disabled={!confirmable} loading={sending} onClick={() => void confirm()}>
            gaia_shell_lines_confirm
          </Button>
        </CancelFooter>
      }
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmable) void confirm();
        }}
      >
        {approval.isError ? (
          <LoadFailed message="gaia_shell_lines_load_failed" onRetry={() => void approval.refetch()} />
        ) : !ready ? (
          <StatusText role="status">{t('gaia_shell_lines_loading')}</StatusText>
        ) : (
          <>
            <Stepper
              label="gaia_shell_lines_count"
              min={limits.min}
              max={limits.max}
              value={value}
              onChange={(next) => setCount((current) => nextLineCount(current ?? limits.initial, next, limits.max))}
              hint={limits.max > 0 ? t('gaia_shell_lines_hint', { max: limits.max }) : 'gaia_shell_lines_none_left'}
              showRange={false}
              disabled={limits.max <= 0 || sending}
            />
            {failure ? <ErrorText role="alert">{failure}</ErrorText> : null}
          </>
        )}
      </Form>
    </Modal>
  );
}
