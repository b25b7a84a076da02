import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, isInaccessible, within } from 'storybook/test';
import { Spinner } from '../Spinner/Spinner';
import { Skeleton } from './Skeleton';
import { skeletonStoryDefaults } from './Skeleton.fixtures';

const meta = {
  title: 'Primitives/Skeleton/Features',
  component: Skeleton,
  ...skeletonStoryDefaults,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const skeletons = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-gaia-skeleton]')];

/** Placeholders are hidden from screen readers: nothing meaningless is read while content loads. */
export const HiddenFromAssistiveTech: Story = {
  render: () => (
    <div>
      <Skeleton variant="circle" />
      <Skeleton lines={2} />
      <Skeleton variant="rect" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const found = skeletons(canvasElement);
    await expect(found).toHaveLength(3);
    for (const skeleton of found) {
      await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
      await expect(isInaccessible(skeleton)).toBe(true);
      await expect(skeleton).toBeVisible();
    }
  },
};

/** A paragraph placeholder: several lines, the last one shorter. */
export const ParagraphLines: Story = {
  args: { lines: 3, width: '20rem' },
  play: async ({ canvasElement }) => {
    const [group] = skeletons(canvasElement);
    const lines = [...(group?.children ?? [])] as HTMLElement[];
    await expect(lines).toHaveLength(3);
    const widths = lines.map((line) => line.getBoundingClientRect().width);
    await expect(widths[2]).toBeLessThan(widths[0] ?? 0);
    await expect(widths[0]).toBeCloseTo(widths[1] ?? 0);
  },
};

/** A fixed width yields to a narrower container: a placeholder never makes a narrow screen scroll sideways. */
export const YieldsToANarrowContainer: Story = {
  render: () => (
    <div data-testid="narrow" style={{ inlineSize: '10rem' }}>
      <Skeleton variant="rect" width="20rem" />
      <Skeleton lines={2} width="20rem" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const room = within(canvasElement).getByTestId('narrow').getBoundingClientRect().width;
    const found = skeletons(canvasElement);
    await expect(found).toHaveLength(2);
    for (const skeleton of found) await expect(skeleton.getBoundingClientRect().width).toBeLessThanOrEqual(room);
  },
};

/** A circle keeps its aspect, for avatars. */
export const Circle: Story = {
  args: { variant: 'circle' },
  play: async ({ canvasElement }) => {
    const [circle] = skeletons(canvasElement);
    const box = circle!.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(0);
    await expect(box.width).toBeCloseTo(box.height);
  },
};

/** The loading pattern: the region is aria-busy and a delayed Spinner speaks the state, the skeletons stay silent. */
export const LoadingRegion: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Skeleton variant="circle" />
      <div style={{ flex: 1 }}>
        <Skeleton lines={2} />
      </div>
      <Spinner delay={0} size="sm" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/loading|جارٍ التحميل/i);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  },
};

/** Under prefers-reduced-motion the shimmer is switched off (the rule is checked in the page's style sheets). */
export const ReducedMotionSafe: Story = {
  play: async ({ canvasElement }) => {
    const [skeleton] = skeletons(canvasElement);
    const classes = [...skeleton!.classList];
    const reducedRules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.media.mediaText.includes('prefers-reduced-motion: reduce'))
      .flatMap((rule) => [...rule.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule);
    const own = reducedRules.find((rule) => classes.some((name) => rule.selectorText.includes(`.${name}`)) && rule.selectorText.includes('::after'));
    await expect(own?.style.animationName).toBe('none');
  },
};
