import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogStorySteps } from '../internal/stories/dialogSteps';
import { OverlayDemo } from '../internal/stories/OverlayDemo';
import { ResultDialog, type ResultDialogProps } from './ResultDialog';

/** A trigger and its result dialog; the story's args are the dialog's props. */
export function ResultDialogDemo(args: ResultDialogProps) {
  const { onAction } = args;
  return (
    <OverlayDemo trigger="gaia_signin_submit" open={args.open} onClose={args.onClose}>
      {(overlay, state) => (
        <ResultDialog
          {...args}
          {...overlay}
          onAction={
            onAction &&
            (() => {
              onAction();
              state.close();
            })
          }
        />
      )}
    </OverlayDemo>
  );
}

/** The meta the ResultDialog stories and feature stories share (all but the title). */
export const resultDialogStoryDefaults = {
  render: (args) => <ResultDialogDemo {...args} />,
  args: { open: false, onClose: fn() },
} satisfies Meta<typeof ResultDialog>;

/** The sign-in button and the dialog it opens (named "success" in the success stories). */
export const resultDialogSteps = dialogStorySteps({
  trigger: /sign in|تسجيل الدخول/i,
  name: /success|تمت العملية بنجاح/i,
});
