import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../components/button';
import { es } from '../i18n/es';
import { Inline } from './inline';
import { spaces } from './space';

const labels = [es.checkout.testMessage, es.checkout.save, es.common.close];

/** Items side by side, wrapping onto more lines when the row runs out of room. */
const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    children: labels.map((label) => (
      <Button key={label} variant="secondary">
        {label}
      </Button>
    )),
  },
  argTypes: {
    gap: { control: 'select', options: spaces },
    alignY: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end'] },
    justify: { control: 'inline-radio', options: ['start', 'end', 'between'] },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = labels.map((name) =>
      within(canvasElement).getByRole('button', { name }),
    );
    // Side by side on one line, 8 px apart (the default gap, `sm`).
    const a = first!.getBoundingClientRect();
    const b = second!.getBoundingClientRect();
    await expect(b.top).toBe(a.top);
    await expect(b.left - a.right).toBeCloseTo(8, 0);
  },
};

export const EndAligned: Story = {
  args: { justify: 'end', gap: 'md' },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('button', { name: labels[0] }).parentElement!;
    const last = within(canvasElement).getByRole('button', { name: labels[2] });
    // The last item ends where the row ends.
    await expect(row.getBoundingClientRect().right).toBeCloseTo(
      last.getBoundingClientRect().right,
      0,
    );
    await expect(getComputedStyle(row).columnGap).toBe('12px');
  },
};
