import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPhone } from '../components/story-utils';
import { es } from '../i18n/es';
import { media } from '../theme/breakpoints';
import { Columns } from './columns';
import { tile } from './layout-stories.css';
import { spaces } from './space';

const metrics = Object.values(es.home.performance.metrics);

/**
 * Columns side by side from a breakpoint up, one under the other below it. `template` names the
 * columns per breakpoint: equal (`2`, `3`, `4`) or in a ratio (`'2/1'`, `'3/2'`).
 */
const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: {
    template: { md: '2/1' },
    children: metrics.slice(0, 2).map((text) => (
      <div key={text} className={tile}>
        {text}
      </div>
    )),
  },
  argTypes: {
    gap: { control: 'select', options: spaces },
    alignY: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end'] },
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoToOne: Story = {
  play: async ({ canvasElement }) => {
    const [main, side] = metrics.map((text) => within(canvasElement).queryByText(text));
    const a = main!.getBoundingClientRect();
    const b = side!.getBoundingClientRect();
    if (window.matchMedia(media.up('md')).matches) {
      // From 900 px: side by side, the first twice as wide, 16 px apart (gap `lg`).
      await expect(b.top).toBe(a.top);
      await expect(a.width / b.width).toBeCloseTo(2, 1);
      await expect(b.left - a.right).toBeCloseTo(16, 0);
    } else {
      await expect(b.top - a.bottom).toBeCloseTo(16, 0);
      await expect(b.width).toBe(a.width);
    }
  },
};

export const MetricsGrid: Story = {
  // The home screen's metrics: two columns from `sm`, four from `lg`.
  args: {
    template: { sm: 2, lg: 4 },
    gap: 'lg',
    children: metrics.map((text) => (
      <div key={text} className={tile}>
        {text}
      </div>
    )),
  },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByText(metrics[0]!).parentElement!;
    const tracks = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
    const expected = window.matchMedia(media.up('lg')).matches
      ? 4
      : window.matchMedia(media.up('sm')).matches
        ? 2
        : 1;
    await expect(tracks).toBe(expected);
  },
};

/** {@link TwoToOne} on a phone: one column under the other. */
export const TwoToOnePhone: Story = { ...onPhone, play: TwoToOne.play };

/** {@link MetricsGrid} on a phone: one column below `sm`. */
export const MetricsGridPhone: Story = {
  ...onPhone,
  args: MetricsGrid.args,
  play: MetricsGrid.play,
};
