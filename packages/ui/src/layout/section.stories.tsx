import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPhone } from '../components/story-utils';
import { SelectField } from '../components/select-field';
import { es } from '../i18n/es';
import { Columns } from './columns';
import { picker, tile } from './layout-stories.css';
import { Section } from './section';

const t = es.home.performance;

/** A titled part of a screen without paper: its h2, optional actions beside it, then its blocks. */
const meta = {
  title: 'Layout/Section',
  component: Section,
  args: {
    title: t.title,
    children: (
      <Columns template={{ sm: 2 }}>
        {Object.values(t.metrics).map((text) => (
          <div key={text} className={tile}>
            {text}
          </div>
        ))}
      </Columns>
    ),
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: t.title });
    const heading = within(section).getByRole('heading', { level: 2, name: t.title });
    await expect(getComputedStyle(heading).fontWeight).toBe('600');
    await expect(getComputedStyle(heading).marginTop).toBe('0px');
    await expect(getComputedStyle(section).rowGap).toBe('16px');
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <div className={picker}>
        <SelectField
          label={t.periodLabel}
          options={Object.entries(t.periods).map(([id, label]) => ({ id, label }))}
          value="week"
          onChange={() => undefined}
        />
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: t.title });
    const heading = within(section).getByRole('heading', { level: 2, name: t.title });
    const picker = within(section).getByRole('button', { name: new RegExp(t.periodLabel) });
    // The actions share the heading's row and end with it (bottoms aligned) when there is room.
    if (section.getBoundingClientRect().width >= 480) {
      await expect(picker.getBoundingClientRect().bottom).toBeCloseTo(
        heading.parentElement!.getBoundingClientRect().bottom,
        0,
      );
      await expect(heading.parentElement!.getBoundingClientRect().right).toBeCloseTo(
        picker.getBoundingClientRect().right,
        0,
      );
    } else {
      // No room: the actions go under the heading, inside the section's width.
      await expect(picker.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        heading.getBoundingClientRect().bottom,
      );
      await expect(picker.getBoundingClientRect().right).toBeLessThanOrEqual(
        section.getBoundingClientRect().right + 0.5,
      );
    }
    await expect(picker).toBeVisible();
  },
};

/** {@link WithActions} on a phone. */
export const WithActionsPhone: Story = {
  ...onPhone,
  args: WithActions.args,
  play: WithActions.play,
};
