import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SignaturePad } from './SignaturePad';

/** The meta the SignaturePad stories and feature stories share (all but the title). */
export const signaturePadStoryDefaults = {
  args: { onConfirm: fn(), onClear: fn(), onModify: fn() },
  render: (args) => (
    <div style={{ maxInlineSize: '36rem' }}>
      <SignaturePad {...args} />
    </div>
  ),
} satisfies Meta<typeof SignaturePad>;
