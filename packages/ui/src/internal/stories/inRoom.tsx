import type { CSSProperties } from 'react';
import type { Decorator } from '@storybook/react-vite';

/**
 * A decorator that puts the story in a box of the given style: the room it is shown in (a card's
 * width, the space an overlay opens into). `Box` is the element, for a story of a list item.
 */
export function inRoom(style: CSSProperties, Box: 'div' | 'ul' = 'div'): Decorator {
  return (Story) => (
    <Box style={style}>
      <Story />
    </Box>
  );
}
