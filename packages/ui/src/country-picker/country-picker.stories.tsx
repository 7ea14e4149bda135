import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../i18n/es';
import { formColumn, useArgState } from '../components/story-utils';
import { PhoneField, type PhoneFieldProps } from './phone-field';

function Harness(props: PhoneFieldProps) {
  const [country, setCountry] = useState(props.country);
  const [phone, onPhoneChange] = useArgState(props.phone, props.onPhoneChange);
  return (
    <PhoneField
      {...props}
      country={country}
      phone={phone}
      onCountryChange={(picked) => {
        setCountry(picked.iso2);
        props.onCountryChange(picked);
      }}
      onPhoneChange={onPhoneChange}
    />
  );
}

const meta = {
  title: 'Primitives/PhoneField',
  component: PhoneField,
  render: (args) => <Harness {...args} />,
  decorators: [formColumn],
  args: {
    label: es.account.phoneLabel,
    countryLabel: es.account.countryCodeLabel,
    country: 'US',
    phone: '',
    onCountryChange: fn(),
    onPhoneChange: fn(),
  },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: es.account.phoneLabel });
    await userEvent.type(input, '4155550123');
    await expect(args.onPhoneChange).toHaveBeenLastCalledWith('4155550123');
    await expect(
      canvas.getByRole('button', {
        name: `${es.countryPicker.selected(es.account.countryCodeLabel, 'Estados Unidos')} +1`,
      }),
    ).toBeVisible();
    // The flag is drawn with the self-hosted flag font, fetched as soon as a flag shows.
    await waitFor(
      () => {
        const faces = [...document.fonts].filter((face) => face.family.includes('Panel Flags'));
        expect(faces.map((face) => face.status)).toContain('loaded');
      },
      { timeout: 10_000 },
    );
  },
};

export const SearchAndPick: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await step('the keyboard opens the list, 200 px high at most', async () => {
      canvas.getByRole('button', { name: new RegExp(es.account.countryCodeLabel) }).focus();
      await userEvent.keyboard('{Enter}');
      const list = await body.findByRole('listbox', { name: es.countryPicker.listLabel });
      await expect(getComputedStyle(list).maxHeight).toBe('200px');
    });
    await step('searching in Spanish narrows the list; picking sets flag and code', async () => {
      const search = body.getByRole('searchbox', { name: es.countryPicker.searchPlaceholder });
      await waitFor(() => expect(search).toHaveFocus());
      await userEvent.type(search, 'venez');
      await userEvent.click(await body.findByRole('option', { name: /Venezuela/ }));
      await expect(args.onCountryChange).toHaveBeenCalledWith({ iso2: 'VE', callingCode: '+58' });
      await expect(
        canvas.getByRole('button', {
          name: `${es.countryPicker.selected(es.account.countryCodeLabel, 'Venezuela')} +58`,
        }),
      ).toBeVisible();
    });
  },
};

export const NoMinorOutlyingIslands: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(es.account.countryCodeLabel) }),
    );
    const search = await body.findByRole('searchbox', { name: es.countryPicker.searchPlaceholder });
    await userEvent.type(search, 'alejadas');
    await expect(await body.findByText(es.countryPicker.noResults)).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { phone: '12', errorMessage: es.account.toasts.failure },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: es.account.phoneLabel });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: new RegExp(es.account.countryCodeLabel) });
    await userEvent.click(trigger);
    const search = await body.findByRole('searchbox', { name: es.countryPicker.searchPlaceholder });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
