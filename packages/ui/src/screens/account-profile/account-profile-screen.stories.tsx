import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PERSONAL_NAME_MESSAGES } from '@panel/domain';
import { es } from '../../i18n/es';
import { toast } from '../../provider/toast';
import { pngFile } from '../../upload-zone/sample-files';
import { AccountProfileScreen, type AccountProfileSaveValues } from './account-profile-screen';

const t = es.account;

const meta = {
  title: 'Screens/AccountProfile',
  component: AccountProfileScreen,
  args: {
    user: {
      name: 'Ana Pérez',
      email: 'ana@ejemplo.com',
      picture: null,
      country: 'US',
      phone: '',
      phoneArea: '',
    },
    onSave: fn(async () => {}),
  },
  afterEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof AccountProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const pickerName = (country: string, code: string) =>
  `${es.countryPicker.selected(t.countryCodeLabel, country)} ${code}`;

const saved = (onSave: unknown) =>
  (onSave as ReturnType<typeof fn>).mock.lastCall?.[0] as AccountProfileSaveValues;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ana Pérez' })).toBeVisible();
    await expect(canvas.getByText('ana@ejemplo.com')).toBeVisible();
    const avatar = canvas.getByRole('img', { name: t.avatarAlt('Ana Pérez') });
    await expect(avatar.getBoundingClientRect().width).toBe(96);
    await expect(canvas.getByRole('textbox', { name: t.fullNameLabel })).toHaveAttribute(
      'placeholder',
      t.fullNamePlaceholder,
    );
    await expect(
      canvas.getByRole('button', { name: pickerName('Estados Unidos', '+1') }),
    ).toBeVisible();
    const form = canvasElement.querySelector('form')!;
    await expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(600);
  },
};

export const VenezuelaRule: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('textbox', { name: t.phoneLabel }), '04141234567');
    await expect(
      canvas.getByRole('button', { name: pickerName('Venezuela', '+58') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await body.findByText(t.toasts.saved)).toBeInTheDocument();
    await expect(saved(args.onSave)).toMatchObject({ phone: '04141234567', phoneArea: '+58' });
  },
};

export const AutoDetectCountry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t.phoneLabel }), '+5491123456789');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: pickerName('Argentina', '+54') })).toBeVisible(),
    );
  },
};

export const NoChanges: Story = {
  args: {
    user: {
      name: 'Ana Pérez',
      email: 'ana@ejemplo.com',
      picture: null,
      country: 'VE',
      phone: '4141234567',
      phoneArea: '+58',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      canvas.getByRole('button', { name: pickerName('Venezuela', '+58') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await body.findByText(t.toasts.noChanges)).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const SaveFailure: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const nameField = canvas.getByRole('textbox', { name: t.fullNameLabel });
    await userEvent.clear(nameField);
    await userEvent.type(nameField, 'Ana María Pérez');
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByText(t.toasts.failure)).toBeInTheDocument();
    await expect(nameField).toHaveValue('Ana María Pérez');
  },
};

export const PicturePreview: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.upload(
      canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!,
      pngFile('yo.png'),
    );
    const dialog = await body.findByRole('dialog', { name: es.cropDialog.title });
    const crop = within(dialog).getByRole('button', { name: es.cropDialog.save });
    // react-easy-crop arrives lazily and reports the crop once the picture is decoded.
    await waitFor(() => expect(crop).toBeEnabled(), { timeout: 10_000 });
    await userEvent.click(crop);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
    const avatar = canvas.getByRole('img', { name: t.avatarAlt('Ana Pérez') });
    await expect(avatar.getAttribute('src')).toMatch(/^blob:/);
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await body.findByText(t.toasts.saved)).toBeInTheDocument();
    await expect(saved(args.onSave).picture?.type).toBe('image/png');
  },
};

export const LongName: Story = {
  args: {
    user: {
      name: 'María de los Ángeles Fernández-Castañeda Villalobos',
      email: 'maria.de.los.angeles.fernandez.castaneda@una-empresa-muy-larga.com.ve',
      picture: null,
      country: 'VE',
      phone: '',
      phoneArea: '',
    },
  },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
};

/** A number the phone rule refuses (the server's too): the message shows at the field, nothing is sent. */
export const InvalidPhone: Story = {
  args: { user: { ...meta.args.user, country: 'VE' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: t.phoneLabel });
    await userEvent.type(phone, '0414123');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    const message = es.countryPicker.phoneInvalid('Venezuela');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(message);
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    // Typing again clears the message.
    await userEvent.type(phone, '4567');
    await expect(canvas.queryByText(message)).not.toBeInTheDocument();
  },
};

/** An empty name: the personal-name rule's message at the field, nothing is sent. */
export const EmptyName: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: t.fullNameLabel });
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(PERSONAL_NAME_MESSAGES.required);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server refuses the number (`{ field: 'phone' }`): its reason at the field and in the toast. */
export const ServerRefusesPhone: Story = {
  args: { onSave: fn(async () => Promise.reject({ field: 'phone' })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const phone = canvas.getByRole('textbox', { name: t.phoneLabel });
    await userEvent.type(phone, '2015550123');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    const message = es.countryPicker.phoneInvalid('Estados Unidos');
    await waitFor(() => expect(phone).toHaveAccessibleDescription(message));
    // The toast says it too, instead of the general failure.
    await waitFor(() => expect(body.getAllByText(message)).toHaveLength(2));
    await expect(body.queryByText(t.toasts.failure)).not.toBeInTheDocument();
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** Any change (here the name) is reported as unsaved; undoing it is not. */
export const ReportsUnsavedChanges: Story = {
  args: { onDirtyChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: t.fullNameLabel });
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
    await userEvent.type(name, 'a');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.type(name, '{Backspace}');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};
