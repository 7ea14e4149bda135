import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectToast, pending, serverError } from '../../components/story-utils';
import { es } from '../../i18n/es';
import { StoreInfoScreen } from './store-info-screen';

const meta = {
  title: 'Screens/StoreInfo',
  component: StoreInfoScreen,
  args: { storeHost: 'panel.shop', onSubmit: fn(() => Promise.resolve()) },
} satisfies Meta<typeof StoreInfoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (el: HTMLElement) => ({
  name: within(el).getByRole('textbox', { name: es.storeInfo.nameLabel }),
  link: within(el).getByRole('textbox', { name: es.storeInfo.linkLabel }),
  submit: within(el).getByRole('button', { name: es.storeInfo.submit }),
});

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { name, link } = fields(canvasElement);
    await expect(canvas.getByText('.panel.shop')).toBeVisible();
    await userEvent.type(name, 'Dulces Ana');
    await userEvent.type(link, 'dulces-ana{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      storeName: 'Dulces Ana',
      storeLink: 'dulces-ana',
    });
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(fields(canvasElement).submit);
    await expect(canvas.getByText(es.storeInfo.validation.nameRequired)).toBeVisible();
    await expect(canvas.getByText(es.storeInfo.validation.linkRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Editing a field clears its own error only.
    await userEvent.type(fields(canvasElement).name, 'D');
    await expect(canvas.queryByText(es.storeInfo.validation.nameRequired)).toBeNull();
    await expect(canvas.getByText(es.storeInfo.validation.linkRequired)).toBeVisible();
  },
};

/** Each link rule in the spec's order: the first failing one is shown. */
export const LinkRules: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const cases: [string, string][] = [
      ['abc', es.storeInfo.validation.linkTooShort],
      ['wwwtienda', es.storeInfo.validation.linkStartsWithWww],
      ['admin', es.storeInfo.validation.linkReserved],
      ['mi tienda', es.storeInfo.validation.linkHasSpaces],
      ['mi.tienda', es.storeInfo.validation.linkHasDots],
      ['tienda_ñ', es.storeInfo.validation.linkInvalidChars],
    ];
    await userEvent.type(fields(canvasElement).name, 'Dulces Ana');
    for (const [value, message] of cases) {
      await step(`${value} → ${message}`, async () => {
        const { link, submit } = fields(canvasElement);
        await userEvent.clear(link);
        await userEvent.type(link, value);
        await userEvent.click(submit);
        await expect(canvas.getByText(message)).toBeVisible();
      });
    }
  },
};

export const NameTooShort: Story = {
  args: { defaultValues: { storeName: 'Al', storeLink: 'tienda-al' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(fields(canvasElement).submit);
    await expect(
      within(canvasElement).getByText(es.storeInfo.validation.nameTooShort),
    ).toBeVisible();
  },
};

export const Sending: Story = {
  args: {
    defaultValues: { storeName: 'Dulces Ana', storeLink: 'dulces-ana' },
    onSubmit: fn(() => pending()),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(fields(canvasElement).submit);
    const button = await within(canvasElement).findByRole('button', {
      name: es.storeInfo.submitting,
    });
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const LinkTaken: Story = {
  args: {
    defaultValues: { storeName: 'Dulces Ana', storeLink: 'dulces-ana' },
    onSubmit: fn(() => serverError('LINK_IS_TAKEN')),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(fields(canvasElement).submit);
    await expectToast(es.storeInfo.toasts.linkTaken);
  },
};

export const ServerFailure: Story = {
  args: {
    defaultValues: { storeName: 'Dulces Ana', storeLink: 'dulces-ana' },
    onSubmit: fn(() => serverError('Store already created')),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(fields(canvasElement).submit);
    await expectToast(es.storeInfo.toasts.failure);
    await expectToast('Store already created');
  },
};

export const LongHost: Story = {
  args: {
    storeHost: 'tiendas.distribuidora-del-norte.com.mx',
    defaultValues: {
      storeName: 'Distribuidora de Abarrotes del Norte',
      storeLink: 'abarrotes-norte',
    },
  },
};
