import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { useT } from '../provider/GaiaContext';
import type { Card } from './Card';

/** The body text of the stories' plan card. */
function Body() {
  const t = useT();
  return <p style={{ margin: 0 }}>{t('gaia_feedback_example_main_plan_body')}</p>;
}

/** The meta the Card stories and feature stories share (all but the title). */
export const cardStoryDefaults = {
  args: { title: 'gaia_feedback_example_main_plan', children: <Body /> },
  argTypes: {
    // Content, not a setting: no control (it would show the element's source).
    children: { control: false },
    as: { control: 'inline-radio', options: ['div', 'section', 'article', 'li'] },
    elevation: { control: 'inline-radio', options: [0, 1, 2, 3] },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['default', 'danger'] },
  },
} satisfies Meta<typeof Card>;

/** The Playground story's starting values: the settings it turns away from the defaults. */
export const cardPlaygroundArgs = {
  as: 'article',
  description: 'gaia_feedback_example_data',
  elevation: 2,
  padding: 'lg',
  footer: <Button onClick={fn()}>gaia_feedback_example_buy_booster</Button>,
} satisfies Meta<typeof Card>['args'];
