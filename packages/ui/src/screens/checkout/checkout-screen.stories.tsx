import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../../i18n/es';
import { toast } from '../../provider/toast';
import { SALE_CLOSING, DEFAULT_CHECKOUT_MESSAGE } from '@panel/domain';
import type { DeliveryOptionValue } from '../sale-settings/delivery-settings-screen';
import type { PaymentMethodValue } from '../sale-settings/payment-settings-screen';
import { CheckoutScreen, type CheckoutScreenProps, type CheckoutValues } from './checkout-screen';

const t = es.checkout;

const meta = {
  title: 'Screens/Checkout',
  component: CheckoutScreen,
  args: {
    saved: null,
    storeName: 'Dulces Ana',
    storeCountry: 'VE',
    onSave: fn(async () => {}),
    onTestMessage: fn(),
  },
  afterEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof CheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const pickerName = (country: string, code: string) =>
  `${es.countryPicker.selected(es.account.countryCodeLabel, country)} ${code}`;

const savedCheckout: CheckoutValues = {
  type: 'whatsapp',
  phone: '3001234567',
  phoneArea: '+57',
  customMessage: {
    start: '¡Hola {nombre-tienda}!',
    body: 'Quiero pedir:',
    product: '{cantidad} x {nombre-producto}',
    end: 'Gracias.',
  },
  holdMinutes: 120,
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: t.types.whatsapp })).toBeChecked();
    const card = canvas.getByRole('radio', { name: new RegExp(t.types.card) });
    await expect(card).toBeDisabled();
    await expect(canvas.getByText(es.common.soon)).toBeVisible();
    // The store's country preselects the picker.
    await expect(
      canvas.getByRole('button', { name: pickerName('Venezuela', '+58') }),
    ).toBeVisible();
    // Unconfirmed orders hold their units for 2 hours until the merchant chooses.
    await expect(canvas.getByRole('button', { name: new RegExp(t.holdLabel) })).toHaveTextContent(
      '2 horas',
    );
    const preview = canvas.getByTestId('checkout-preview');
    await expect(preview).toHaveTextContent('¡Hola Dulces Ana! 👋');
    await expect(preview).toHaveTextContent(`- 5 x ${t.sampleProduct}`);
  },
};

export const SavedValuesOverride: Story = {
  args: { saved: savedCheckout },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: pickerName('Colombia', '+57') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.phoneLabel })).toHaveValue('3001234567');
    await expect(canvas.getByTestId('checkout-preview')).toHaveTextContent('¡Hola Dulces Ana!');
  },
};

/** The container's first render has no saved checkout yet; the query answers a moment later. */
function LateSaved(props: CheckoutScreenProps) {
  const [saved, setSaved] = useState<CheckoutValues | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSaved(savedCheckout), 50);
    return () => clearTimeout(timer);
  }, []);
  return <CheckoutScreen {...props} saved={saved} />;
}

export const SavedValuesArriveLater: Story = {
  render: (args) => <LateSaved {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByRole('button', { name: pickerName('Colombia', '+57') }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.phoneLabel })).toHaveValue('3001234567');
    await expect(canvas.getByRole('textbox', { name: t.message.end })).toHaveValue('Gracias.');
    // What arrived is the saved state: nothing to save yet.
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await body.findByText(t.toasts.noChanges)).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const NoChanges: Story = {
  args: { saved: savedCheckout },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await body.findByText(t.toasts.noChanges)).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const DirtyThenSaved: Story = {
  args: { saved: savedCheckout },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const startField = canvas.getByRole('textbox', { name: t.message.start });
    await step('editing a part updates the live preview', async () => {
      await userEvent.clear(startField);
      await userEvent.type(startField, 'Buenas, {{nombre-tienda}');
      await expect(canvas.getByTestId('checkout-preview')).toHaveTextContent('Buenas, Dulces Ana');
    });
    await step('a dirty form saves and shows the success toast', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t.save }));
      await expect(await body.findByText(t.toasts.success)).toBeInTheDocument();
      await expect(args.onSave).toHaveBeenCalledWith({
        ...savedCheckout,
        customMessage: { ...savedCheckout.customMessage, start: 'Buenas, {nombre-tienda}' },
      });
    });
    await step('saved values are the new reference: saving again is blocked', async () => {
      toast.dismiss();
      await userEvent.click(canvas.getByRole('button', { name: t.save }));
      await expect(await body.findByText(t.toasts.noChanges)).toBeInTheDocument();
      await expect(args.onSave).toHaveBeenCalledOnce();
    });
    await step('going back to the saved text is not a change', async () => {
      toast.dismiss();
      await userEvent.clear(startField);
      await userEvent.type(startField, 'Buenas, {{nombre-tienda}');
      await userEvent.click(canvas.getByRole('button', { name: t.save }));
      await waitFor(() => expect(body.getByText(t.toasts.noChanges)).toBeInTheDocument());
    });
  },
};

/** Issue 19: the merchant chooses how long unconfirmed orders hold their units; it saves with the rest. */
export const HoldTimeChosen: Story = {
  args: { saved: { ...savedCheckout, holdMinutes: 30 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const hold = canvas.getByRole('button', { name: new RegExp(t.holdLabel) });
    await expect(hold).toHaveTextContent('30 minutos');
    await userEvent.click(hold);
    await expect(body.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '30 minutos',
      '1 hora',
      '2 horas',
      '6 horas',
      '24 horas',
    ]);
    await userEvent.click(body.getByRole('option', { name: '6 horas' }));
    await expect(hold).toHaveTextContent('6 horas');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await body.findByText(t.toasts.success)).toBeInTheDocument();
    await expect(args.onSave).toHaveBeenCalledWith({ ...savedCheckout, holdMinutes: 360 });
  },
};

export const TestMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t.phoneLabel }), '4141234567');
    await userEvent.click(canvas.getByRole('button', { name: t.testMessage }));
    const url = (args.onTestMessage as ReturnType<typeof fn>).mock.lastCall?.[0] as string;
    await expect(url.startsWith('https://wa.me/584141234567?text=')).toBe(true);
    const text = decodeURIComponent(url.split('?text=')[1]!);
    await expect(text).toContain('¡Hola Dulces Ana! 👋');
    await expect(text).toContain(`5 x ${t.sampleProduct}`);
  },
};

export const SaveFailure: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('textbox', { name: t.phoneLabel }), '4141234567');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await body.findByText(t.toasts.failure)).toBeInTheDocument();
  },
};

export const LongStoreName: Story = {
  args: { storeName: 'Dulcería y repostería artesanal Ana María de los Ángeles' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('checkout-preview')).toHaveTextContent(
      'Dulcería y repostería artesanal Ana María de los Ángeles',
    );
  },
};

export const PhoneFloatingSave: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { saved: savedCheckout },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // On a phone the only 'Guardar cambios' is the floating one, not the one in the header.
    const save = canvas.getByRole('button', { name: t.save });
    await expect(getComputedStyle(save.parentElement!).position).toBe('fixed');
    await expect(canvasElement.querySelector('header')).not.toContainElement(save);
    const phone = canvas.getByRole('textbox', { name: t.phoneLabel });
    await userEvent.clear(phone);
    await userEvent.type(phone, '3109876543');
    await userEvent.click(save);
    await expect(await body.findByText(t.toasts.success)).toBeInTheDocument();
    await expect(args.onSave).toHaveBeenCalledWith({ ...savedCheckout, phone: '3109876543' });
  },
};

/** A number the phone rule refuses (the server's too): the message shows at the field, nothing is sent. */
export const InvalidPhone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: t.phoneLabel });
    await userEvent.type(phone, '414123');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    const message = es.countryPicker.phoneInvalid('Venezuela');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(message);
    await expect(canvas.getByText(message)).toBeVisible();
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
    await userEvent.type(phone, '4141234567');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    const message = es.countryPicker.phoneInvalid('Venezuela');
    await waitFor(() => expect(phone).toHaveAccessibleDescription(message));
    // The toast says it too, instead of 'Intenta de nuevo.'.
    await waitFor(() => expect(body.getAllByText(message)).toHaveLength(2));
    await expect(body.queryByText(t.toasts.failure)).not.toBeInTheDocument();
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** A change is reported as unsaved, and a save makes the form clean again. */
export const ReportsUnsavedChanges: Story = {
  args: { saved: savedCheckout, onDirtyChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
    await userEvent.type(canvas.getByRole('textbox', { name: t.message.end }), '!');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await body.findByText(t.toasts.success)).toBeInTheDocument();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};

// Issue 23: the message length meter and the closing suggestion.
const m = t.meter;

/** An Argentine store's 'Entrega' and 'Cobro': a CABA zone and transfers to an alias. */
const caba: DeliveryOptionValue = {
  id: 'caba',
  kind: 'envio',
  name: 'CABA',
  detail: null,
  fee: '1500.00',
  minSubtotal: null,
  freeOver: '30000.00',
  active: true,
};
const alias: PaymentMethodValue = {
  type: 'ar_transfer',
  alias: 'tienda.ana',
  cbu: null,
  holder: 'Ana Pérez',
  cuit: null,
  discountPercent: 10,
};
const argentine = {
  storeCountry: 'AR',
  saved: {
    type: 'whatsapp',
    phone: '1123456789',
    phoneArea: '+54',
    customMessage: { ...DEFAULT_CHECKOUT_MESSAGE },
    holdMinutes: 120,
  } satisfies CheckoutValues,
  storeOrigin: 'https://dulces-ana.tiendas.com',
};

const meterOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('meter', { name: m.label });

/**
 * The default template with a sample order of 10 products: the whole message as a customer sends it
 * (the breakdown with a sample zone and method while 'Entrega' and 'Cobro' are empty), well inside the
 * limit.
 */
export const MeterOk: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByTestId('checkout-preview');
    await expect(preview.textContent?.match(/^- 5 x /gm)).toHaveLength(10);
    await expect(preview).toHaveTextContent('Subtotal:');
    await expect(preview).toHaveTextContent('Envío (Zona de ejemplo)');
    await expect(preview).toHaveTextContent('*Total:');
    await expect(preview).toHaveTextContent('Pago: link de pago');
    await expect(preview).toHaveTextContent(/Ver pedido: https:\/\/\S+\/pedido\//);
    const meter = meterOf(canvasElement);
    await expect(meter).toHaveAttribute('aria-valuemax', '2000');
    await expect(meter).toHaveAttribute('data-state', 'ok');
    await expect(canvas.getByText(m.states.ok)).toBeVisible();
    await expect(canvas.getByText(m.sampleWithExamples)).toBeVisible();
    // No delivery options or payment methods yet: the default closing gets no suggestion.
    await expect(canvas.queryByRole('note', { name: m.suggestion.title })).toBeNull();
  },
};

/** A longer product line: the meter warns before the limit; the message is still whole. */
export const MeterWarning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const product = canvas.getByRole('textbox', { name: t.message.product });
    await userEvent.clear(product);
    await userEvent.type(product, '- {{cantidad} x {{nombre-producto} — ¡gracias por elegirnos!');
    const meter = meterOf(canvasElement);
    await waitFor(() => expect(meter).toHaveAttribute('data-state', 'warning'));
    await expect(canvas.getByRole('status')).toHaveTextContent(m.states.warning);
  },
};

/** A closing too long: past the limit, the customer's product lines would be summarised. */
export const MeterOver: Story = {
  args: {
    saved: {
      type: 'whatsapp',
      phone: '4141234567',
      phoneArea: '+58',
      customMessage: {
        ...DEFAULT_CHECKOUT_MESSAGE,
        end: `${DEFAULT_CHECKOUT_MESSAGE.end} Horario de atención: de lunes a viernes de 9 a 18 h y sábados de 10 a 14 h. Recuerda que hacemos envíos a todo el país, que los pedidos se preparan de lunes a sábado y que las tortas personalizadas necesitan 48 horas de anticipación. ¡Gracias por confiar en nosotros! 🎂🍰🧁 Si necesitas factura, avísanos al confirmar el pedido y te la enviamos por correo electrónico con todos los datos que nos indiques.`,
      },
      holdMinutes: 120,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = meterOf(canvasElement);
    await expect(meter).toHaveAttribute('data-state', 'over');
    await expect(meter).toHaveAttribute('aria-valuenow', '2000');
    await expect(canvas.getByRole('status')).toHaveTextContent(m.states.over);
  },
};

/**
 * The store has a zone and an alias: the preview carries them ('Envío (CABA)', 'Pago: transferencia al
 * alias tienda.ana'), and the default closing — which asks for the total and the delivery — gets the
 * suggestion; one click puts it in the closing, and the preview follows.
 */
export const SuggestionShown: Story = {
  args: { ...argentine, deliveryOptions: [caba], paymentMethods: [alias] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByTestId('checkout-preview');
    // 10 × 5 × $2.500 is over the zone's free-over amount: the sample is priced as a real order is.
    await expect(preview).toHaveTextContent('Envío (CABA): Gratis');
    await expect(preview).toHaveTextContent('Descuento transferencia (-10%)');
    await expect(preview).toHaveTextContent('Pago: transferencia al alias tienda.ana');
    await expect(preview).toHaveTextContent('Ver pedido: https://dulces-ana.tiendas.com/pedido/');
    await expect(canvas.getByText(m.sampleWithStore)).toBeVisible();
    const note = canvas.getByRole('note', { name: m.suggestion.title });
    await expect(note).toHaveTextContent(SALE_CLOSING);
    await userEvent.click(within(note).getByRole('button', { name: m.suggestion.accept }));
    await expect(canvas.getByRole('textbox', { name: t.message.end })).toHaveValue(SALE_CLOSING);
    await expect(preview).toHaveTextContent(SALE_CLOSING);
    await expect(canvas.queryByRole('note', { name: m.suggestion.title })).toBeNull();
    // Accepting is an edit like typing: saved only with 'Guardar cambios'.
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A closing the merchant wrote is never offered a change, even with delivery and payment set. */
export const SuggestionNotShown: Story = {
  args: {
    ...argentine,
    saved: {
      ...argentine.saved,
      customMessage: { ...DEFAULT_CHECKOUT_MESSAGE, end: '¡Gracias! Te respondo en un rato.' },
    },
    deliveryOptions: [caba],
    paymentMethods: [alias],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: t.message.end })).toHaveValue(
      '¡Gracias! Te respondo en un rato.',
    );
    await expect(canvas.queryByRole('note', { name: m.suggestion.title })).toBeNull();
    await expect(meterOf(canvasElement)).toHaveAttribute('data-state', 'ok');
  },
};
