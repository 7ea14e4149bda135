import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { es } from '../i18n/es';
import { list, tile } from './layout-stories.css';
import { spaces } from './space';
import { Stack } from './stack';

const metrics = es.home.performance.metrics;
const tiles = [metrics.visits, metrics.conversionRate, metrics.totalCarts];

/** Blocks one under the other; `gap` is a step of the theme's space scale (`vars.space`). */
const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    children: tiles.map((text) => (
      <div key={text} className={tile}>
        {text}
      </div>
    )),
  },
  argTypes: {
    gap: { control: 'select', options: spaces },
    align: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end'] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = tiles.map((text) => within(canvasElement).getByText(text));
    // One under the other, 16 px apart (the default gap, `lg`), each as wide as the stack.
    const a = first!.getBoundingClientRect();
    const b = second!.getBoundingClientRect();
    await expect(b.top - a.bottom).toBeCloseTo(16, 0);
    await expect(b.left).toBe(a.left);
    await expect(b.width).toBe(first!.parentElement!.getBoundingClientRect().width);
  },
};

export const SmallGapCentred: Story = {
  args: { gap: 'xs', align: 'center' },
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByText(metrics.visits).parentElement!;
    await expect(getComputedStyle(stack).rowGap).toBe('4px');
    await expect(getComputedStyle(stack).alignItems).toBe('center');
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    gap: 'sm',
    className: list,
    children: tiles.map((text) => (
      <li key={text} className={tile}>
        {text}
      </li>
    )),
  },
  play: async ({ canvasElement }) => {
    // `as` keeps the meaning of the markup: a list of three items.
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).rowGap).toBe('8px');
  },
};
