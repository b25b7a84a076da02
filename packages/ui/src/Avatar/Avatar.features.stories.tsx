import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, isInaccessible, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';
import { samplePhoto } from './Avatar.stories';
import { avatarStoryDefaults } from './Avatar.fixtures';

const meta = {
  title: 'Primitives/Avatar/Features',
  component: Avatar,
  ...avatarStoryDefaults,
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

// F3.1
/** The header avatar is a picture with a text alternative (the person's name by default). */
export const ImageWithAlt: Story = {
  args: { src: samplePhoto },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Tendai Moyo' });
    await expect(image.tagName).toBe('IMG');
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
  },
};

/** Without a picture, the initials show and the avatar is still one image named after the person. */
export const InitialsFallback: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Tendai Moyo' });
    await expect(avatar).toHaveTextContent('TM');
  },
};

/** A picture that fails to load gives way to the initials. */
export const BrokenImageFallsBack: Story = {
  args: { src: '/no-such-avatar.png' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: 'Tendai Moyo' }).tagName).toBe('SPAN'));
    await expect(within(canvasElement).getByRole('img')).toHaveTextContent('TM');
  },
};

/** Arabic initials stay as separate letters (not joined into a word). */
export const ArabicInitials: Story = {
  args: { name: 'فاطمة حسن', size: 'lg' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'فاطمة حسن' });
    await expect(avatar.textContent).toBe('ف\u200cح');
  },
};

/** Next to the written name, a decorative avatar is hidden so the name is not read twice. */
export const DecorativeBesideName: Story = {
  render: (args) => (
    <p style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', margin: 0 }}>
      <Avatar {...args} decorative size="sm" data-testid="avatar" />
      <span>Tendai Moyo</span>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(isInaccessible(canvas.getByTestId('avatar'))).toBe(true);
  },
};

/** With neither picture nor name, a person icon is named with a translated generic label. */
export const NoNameGenericLabel: Story = {
  args: { name: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /^user$|^المستخدم$/i })).toBeInTheDocument();
  },
};
