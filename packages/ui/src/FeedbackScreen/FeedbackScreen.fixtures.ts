import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { FeedbackScreen } from './FeedbackScreen';

/** The spies of the screen's two actions, which every FeedbackScreen story is given. */
export const feedbackScreenActions = { onPrimaryAction: fn(), onSecondaryAction: fn() };

/** The meta of the FeedbackScreen stories (all but the title): the screen once sign-up is done. */
export const feedbackScreenStoryDefaults = {
  args: {
    title: 'gaia_kitforms_example_signup_done_title',
    description: 'gaia_kitforms_example_signup_done_text',
    primaryActionLabel: 'gaia_kitforms_example_signup_sign_in',
    secondaryActionLabel: 'gaia_kitforms_example_home',
    ...feedbackScreenActions,
  },
} satisfies Meta<typeof FeedbackScreen>;
