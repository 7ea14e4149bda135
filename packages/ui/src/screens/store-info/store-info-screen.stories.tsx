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
    await userEvent.type(name, ' Dulces Ana ');
    // Any case is accepted; the link is sent lower-cased, the name trimmed.
    await userEvent.type(link, 'Dulces-Ana{Enter}');
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

/** A link that breaks one rule: its message shows under the field and nothing is sent. */
const linkRule = (value: string, message: string): Story => ({
  args: { defaultValues: { storeName: 'Dulces Ana', storeLink: value } },
  play: async ({ canvasElement, args }) => {
    const { link, submit } = fields(canvasElement);
    await userEvent.click(submit);
    await expect(within(canvasElement).getByText(message)).toBeVisible();
    await expect(link).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const LinkTooShort = linkRule('abc', es.storeInfo.validation.linkTooShort);
export const LinkStartsWithWww = linkRule('wwwtienda', es.storeInfo.validation.linkStartsWithWww);
export const LinkReserved = linkRule('Admin', es.storeInfo.validation.linkReserved);
export const LinkWithSpaces = linkRule('mi tienda', es.storeInfo.validation.linkHasSpaces);
export const LinkWithDots = linkRule('mi.tienda', es.storeInfo.validation.linkHasDots);
export const LinkInvalidCharacters = linkRule('tienda_ñ', es.storeInfo.validation.linkInvalidChars);

/**
 * The rules are checked in the spec's order: a link that breaks several shows only the first one
 * it breaks. Editing the field clears its error.
 */
export const LinkRulesOrder: Story = {
  args: { defaultValues: { storeName: 'Dulces Ana' } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const v = es.storeInfo.validation;
    const cases: [string, string, string][] = [
      // value, the first rule it breaks, a later rule it also breaks
      ['www', v.linkTooShort, v.linkStartsWithWww],
      ['ab c', v.linkTooShort, v.linkHasSpaces],
      ['www mi.tienda', v.linkStartsWithWww, v.linkHasSpaces],
      ['mi tienda.com', v.linkHasSpaces, v.linkHasDots],
      ['mi.tienda_ñ', v.linkHasDots, v.linkInvalidChars],
    ];
    for (const [value, first, later] of cases) {
      await step(`${value} → ${first}`, async () => {
        const { link, submit } = fields(canvasElement);
        await userEvent.clear(link);
        await userEvent.type(link, value);
        await userEvent.click(submit);
        await expect(canvas.getByText(first)).toBeVisible();
        await expect(canvas.queryByText(later)).toBeNull();
      });
    }
    await step('editing the link clears its error', async () => {
      await userEvent.type(fields(canvasElement).link, 'x');
      await expect(canvas.queryByText(v.linkHasDots)).toBeNull();
      await expect(fields(canvasElement).link).not.toHaveAttribute('aria-invalid');
    });
    await expect(args.onSubmit).not.toHaveBeenCalled();
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
