import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectToast, pending, serverError } from '../../components/story-utils';
import { es } from '../../i18n/es';
import { PersonalInfoScreen } from './personal-info-screen';

const meta = {
  title: 'Screens/PersonalInfo',
  component: PersonalInfoScreen,
  args: {
    email: 'ana@tienda.com',
    defaultName: '',
    country: 'US',
    onSubmit: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof PersonalInfoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameBox = (el: HTMLElement) =>
  within(el).getByRole('textbox', { name: es.personalInfo.nameLabel });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: es.personalInfo.heading })).toBeVisible();
    await expect(canvas.getByText(es.personalInfo.intro)).toBeVisible();
    // E-mail and country are read-only; the country reads in Spanish.
    const email = canvas.getByRole('textbox', { name: es.personalInfo.emailLabel });
    await expect(email).toHaveAttribute('readonly');
    await expect(email).toHaveValue('ana@tienda.com');
    await expect(canvas.getByRole('textbox', { name: es.personalInfo.countryLabel })).toHaveValue(
      'Estados Unidos',
    );
    await userEvent.type(nameBox(canvasElement), '  Ana Pérez {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Ana Pérez');
  },
};

export const Prefilled: Story = {
  args: { defaultName: 'María Fernanda González', country: 'MX' },
  play: async ({ canvasElement }) => {
    await expect(nameBox(canvasElement)).toHaveValue('María Fernanda González');
    await expect(
      within(canvasElement).getByRole('textbox', { name: es.personalInfo.countryLabel }),
    ).toHaveValue('México');
  },
};

export const NameRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: es.personalInfo.submit }));
    await expect(canvas.getByText(es.personalInfo.validation.nameRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { onSubmit: fn(() => pending()) },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(nameBox(canvasElement), 'Ana{Enter}');
    const button = await within(canvasElement).findByRole('button', {
      name: es.personalInfo.submitting,
    });
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const ServerFailure: Story = {
  args: { onSubmit: fn(() => serverError('Session expired')) },
  play: async ({ canvasElement }) => {
    await userEvent.type(nameBox(canvasElement), 'Ana{Enter}');
    await expectToast(es.personalInfo.toasts.failure);
    await expectToast('Session expired');
    await expect(
      within(canvasElement).getByRole('button', { name: es.personalInfo.submit }),
    ).toBeEnabled();
  },
};

export const LongValues: Story = {
  args: {
    defaultName: 'Maximiliano Alejandro de la Santísima Trinidad Hernández',
    email: 'maria.fernanda.gonzalez.rodriguez@distribuidora-del-norte.com.mx',
    country: 'VE',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: es.personalInfo.countryLabel }),
    ).toHaveValue('Venezuela');
  },
};
