import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SignaturePad } from './SignaturePad';

/** The meta the SignaturePad stories and feature stories share (all but the title). */
export const signaturePadStoryDefaults = {
  args: { onConfirm: fn(), onClear: fn(), onModify: fn() },
  // A stroke's width follows the pointer's speed, which the machine's load decides: the drawing is
  // painted over in the stories' screenshots.
  parameters: { screenshot: { mask: ['canvas'] } },
  render: (args) => (
    <div style={{ maxInlineSize: '36rem' }}>
      <SignaturePad {...args} />
    </div>
  ),
} satisfies Meta<typeof SignaturePad>;
