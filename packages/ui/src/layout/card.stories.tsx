import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPhone } from '../components/story-utils';
import { Button } from '../components/button';
import { es } from '../i18n/es';
import { media } from '../theme/breakpoints';
import { Card } from './card';
import { text } from './layout-stories.css';
import { spaces } from './space';

const t = es.checkout;

/**
 * Flat white paper with a grey outline and 8 px corners (no shadow: spec §1), holding a column of
 * blocks. A `title` becomes the card's h2 and names it; `as` keeps the markup's meaning (a `form`, an
 * `li`).
 */
const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    title: t.message.preview,
    children: [
      <p key="text" className={text}>
        {t.message.placeholdersHelp}
      </p>,
      <Button key="action" variant="secondary">
        {t.testMessage}
      </Button>,
    ],
  },
  argTypes: {
    gap: { control: 'select', options: spaces },
    padding: { control: 'inline-radio', options: ['responsive', 'lg', 'xl'] },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The heading names the card: a region a screen reader can jump to.
    const card = within(canvasElement).getByRole('region', { name: t.message.preview });
    await expect(
      within(card).getByRole('heading', { level: 2, name: t.message.preview }),
    ).toBeVisible();
    const style = getComputedStyle(card);
    await expect(style.borderTopWidth).toBe('1px');
    await expect(style.borderTopStyle).toBe('solid');
    await expect(style.borderTopLeftRadius).toBe('8px');
    await expect(style.boxShadow).toBe('none');
    await expect(style.rowGap).toBe('16px');
    // Responsive padding: 16 px on phones, 24 px from 600 px.
    await expect(style.paddingTop).toBe(
      window.matchMedia(media.up('sm')).matches ? '24px' : '16px',
    );
  },
};

export const Untitled: Story = {
  args: { title: undefined, gap: 'sm', padding: 'lg' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByText(t.message.placeholdersHelp).parentElement!;
    await expect(card.tagName).toBe('SECTION');
    await expect(card).not.toHaveAttribute('aria-labelledby');
    await expect(getComputedStyle(card).paddingTop).toBe('16px');
    await expect(getComputedStyle(card).rowGap).toBe('8px');
  },
};

export const AsForm: Story = {
  args: { as: 'form', title: t.message.title },
  play: async ({ canvasElement }) => {
    // A form card is a form landmark named by its heading.
    await expect(within(canvasElement).getByRole('form', { name: t.message.title })).toBeVisible();
  },
};

/** {@link Default} on a phone: 16 px of padding. */
export const DefaultPhone: Story = { ...onPhone, play: Default.play };
