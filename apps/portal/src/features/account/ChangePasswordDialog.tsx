import { useId } from 'react';
import { PASSWORD_MAX_LENGTH, normalisePassword, type PasswordChangeRequest, DialogWidth } from '@gaia/domain';
import { Button, FormError, Modal, useToast } from '@gaia/ui';
import { FormFields, FormPasswordField } from '../../forms/fields';
import { Form } from './ChangePasswordDialog.styles';
import { PasswordRules } from './PasswordRules';
import { useChangePasswordForm } from './useChangePasswordForm';
import { CancelFooter } from '../../layout/dialog/CancelFooter';

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** Saves the new password (accountApi's changePassword); a rejection's message is shown. */
  changePassword: (request: PasswordChangeRequest) => Promise<unknown>;
}

/**
 * F2.14: the change-password modal (spec 02 §2, width 460): old password, new password with its
 * rules as live indicators, and the confirmation. Save stays disabled until every field is valid; a
 * failure shows the server's message; success shows a toast and closes. Each opening starts empty.
 */
export function ChangePasswordDialog({ open, ...props }: ChangePasswordDialogProps) {
  return open ? <ChangePasswordModal {...props} /> : null;
}

function ChangePasswordModal({ onClose, changePassword }: Omit<ChangePasswordDialogProps, 'open'>) {
  const toast = useToast();
  const formId = useId();
  const { form, onBlurCapture } = useChangePasswordForm(
    changePassword,
    () => {
      toast.show({ tone: 'success', message: 'gaia_portal_account_password_changed' });
      onClose();
    },
  );
  const { pending } = form;
  // Nothing closes the modal while the change is being saved.
  const close = pending ? () => undefined : onClose;

  return (
    <Modal
      open
      onClose={close}
      width={DialogWidth.changePassword}
      title="gaia_portal_account_change_password"
      dismissOnMask={!pending}
      dismissOnEscape={!pending}
      data-testid="change-password-dialog"
      footer={
        <CancelFooter onCancel={close} cancelDisabled={pending}>
          <Button type="submit" form={formId} disabled={!form.valid} loading={pending}>
            gaia_portal_account_save
          </Button>
        </CancelFooter>
      }
    >
      <Form id={formId} noValidate onBlurCapture={onBlurCapture} onSubmit={form.handleSubmit}>
        <FormFields form={form}>
          <FormError>{form.formError}</FormError>
          <FormPasswordField
            name="oldPassword"
            label="gaia_portal_account_old_password"
            autoComplete="current-password"
            required
            maxLength={PASSWORD_MAX_LENGTH}
            normalise={normalisePassword}
          />
          <FormPasswordField
            name="password"
            label="gaia_portal_account_new_password"
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX_LENGTH}
            normalise={normalisePassword}
          />
          <PasswordRules password={form.values.password} />
          <FormPasswordField
            name="confirmPassword"
            label="gaia_portal_account_confirm_password"
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX_LENGTH}
            normalise={normalisePassword}
          />
        </FormFields>
      </Form>
    </Modal>
  );
}
