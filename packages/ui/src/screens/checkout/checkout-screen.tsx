import { Fragment, useMemo, useState } from 'react';
import {
  Label,
  Radio,
  RadioGroup,
  TextArea,
  TextField as AriaTextField,
} from 'react-aria-components';
import {
  DEFAULT_CHECKOUT_MESSAGE,
  DEFAULT_HOLD_MINUTES,
  callingCodeOf,
  countryName,
  isCheckoutDirty,
  messageLength,
  moneyToCents,
  sampleOrderMessage,
  suggestedClosing,
  whatsappLink,
  type DeliveryOption,
  type PaymentMethod,
} from '@panel/domain';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { PageHeader } from '../../components/page-header';
import { SelectField } from '../../components/select-field';
import { PhoneField, phoneError } from '../../country-picker';
import { es } from '../../i18n/es';
import { Card, Columns, Stack, stack } from '../../layout';
import { toast } from '../../provider/toast';
import { countryForCallingCode } from '../account-profile/initial-country';
import { refusedField } from '../field-refusal';
import type { DeliveryOptionValue } from '../sale-settings/delivery-settings-screen';
import type { PaymentMethodValue } from '../sale-settings/payment-settings-screen';
import { useReportDirty } from '../use-report-dirty';
import * as styles from './checkout-screen.css';
import { ClosingSuggestion, MessageMeter } from './message-meter';

const t = es.checkout;

/** The four editable parts of the order message. */
export interface CheckoutMessage {
  /** Greeting; may contain {nombre-tienda}. */
  start: string;
  /** Line before the products. */
  body: string;
  /** One line per product; may contain {cantidad} and {nombre-producto}. */
  product: string;
  /** Closing; may contain {nombre-tienda}. */
  end: string;
}

/** The checkout settings as saved and sent. */
export interface CheckoutValues {
  /** 'whatsapp' (default) or 'card' (coming soon). */
  type: 'whatsapp' | 'card';
  /** Merchant's WhatsApp number without the calling code. */
  phone: string;
  /** Calling code with '+'. */
  phoneArea: string;
  customMessage: CheckoutMessage;
  /**
   * 'Reservar el stock de pedidos sin confirmar por': minutes an unconfirmed order holds its units (30,
   * 60, 120, 360 or 1440; 120 when absent).
   */
  holdMinutes?: CheckoutHoldMinutes;
}

/**
 * The hold times the merchant can choose (the values of @panel/domain's HOLD_MINUTES_OPTIONS, spelled
 * here: the published types never import the private domain package).
 */
export type CheckoutHoldMinutes = 30 | 60 | 120 | 360 | 1440;

/** Props of {@link CheckoutScreen}. */
export interface CheckoutScreenProps {
  /** The saved checkout; null when the store has none yet (defaults apply). */
  saved: CheckoutValues | null;
  /** Store name, used for {nombre-tienda} in the preview and the test message. */
  storeName: string;
  /** ISO alpha-2 country of the store: preselects the phone picker. */
  storeCountry: string;
  /**
   * Saves the checkout. Reject with a `FieldRefusal` (`{ field: 'phone' }`) when the server refused the
   * number: its message shows at the field; any other rejection shows the failure toast.
   */
  onSave: (values: CheckoutValues) => Promise<unknown>;
  /** Called when the form starts or stops holding unsaved changes (the host asks before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
  /** 'Probar mensaje': receives the WhatsApp link of the sample message (open it in a new tab). */
  onTestMessage: (url: string) => void;
  /** False inside `CheckoutTabs`, which shows the page's title (default true). */
  withHeader?: boolean;
  /**
   * The store's delivery options ('Entrega', issue 23): the preview's sample order is priced with them
   * (a sample zone while there are none), and with them and a payment method the closing that fits is
   * offered. Default none.
   */
  deliveryOptions?: readonly DeliveryOptionValue[];
  /** The store's payment methods ('Cobro'): the preview ends with 'Pago: …'. Default none. */
  paymentMethods?: readonly PaymentMethodValue[];
  /** The store's origin ('https://ana.tiendas.com'), for the order link in the preview. */
  storeOrigin?: string;
}

const cents = (money: string | null): number | null =>
  money === null ? null : moneyToCents(money);

/** An option as the server answers it, as @panel/domain's rules read it (amounts in cents). */
const deliveryOptionOf = (option: DeliveryOptionValue): DeliveryOption => ({
  id: option.id,
  kind: option.kind,
  name: option.name,
  detail: option.detail,
  feeCents: cents(option.fee),
  minSubtotalCents: cents(option.minSubtotal),
  freeOverCents: cents(option.freeOver),
  active: option.active,
});

const PARTS = ['start', 'body', 'product', 'end'] as const;

function baseline(saved: CheckoutValues | null, storeCountry: string): CheckoutValues {
  const start = saved ?? {
    type: 'whatsapp',
    phone: '',
    phoneArea: callingCodeOf(storeCountry) ?? '',
    customMessage: { ...DEFAULT_CHECKOUT_MESSAGE },
  };
  return { ...start, holdMinutes: start.holdMinutes ?? DEFAULT_HOLD_MINUTES };
}

const HOLD_OPTIONS = t.holdOptions.map((option) => ({
  id: String(option.minutes),
  label: option.label,
}));

/**
 * Checkout configuration (spec §2.16, §4, §8): checkout type (WhatsApp; card coming soon), the
 * merchant's WhatsApp number, how long unconfirmed orders hold their units (issue 19), the four message parts with a live chat preview, 'Probar mensaje' and
 * 'Guardar cambios' (on top on wide screens, floating on small ones), saved only when something
 * changed.
 */
export function CheckoutScreen({
  saved,
  storeName,
  storeCountry,
  onSave,
  onTestMessage,
  onDirtyChange,
  withHeader = true,
  deliveryOptions = [],
  paymentMethods = [],
  storeOrigin,
}: CheckoutScreenProps) {
  const start = useMemo(() => baseline(saved, storeCountry), [saved, storeCountry]);
  const [values, setValues] = useState<CheckoutValues>(start);
  const [country, setCountry] = useState(() =>
    countryForCallingCode(start.phoneArea, storeCountry),
  );
  const [phoneMessage, setPhoneMessage] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [reference, setReference] = useState(start);
  const [shownStart, setShownStart] = useState(start);

  // Saved values or a store country that arrive (or change) after the first render become the new
  // starting point, unless they only repeat what the form already holds as saved.
  if (shownStart !== start) {
    setShownStart(start);
    if (isCheckoutDirty(reference, start)) {
      setReference(start);
      setValues(start);
      setCountry(countryForCallingCode(start.phoneArea, storeCountry));
    }
  }

  const dirty = isCheckoutDirty(reference, values);
  useReportDirty(dirty, onDirtyChange);
  const options = useMemo(() => deliveryOptions.map(deliveryOptionOf), [deliveryOptions]);
  // The whole message a customer sends for a sample order of 10 products, measured as the real one.
  const sample = sampleOrderMessage({
    template: values.customMessage,
    storeName,
    country: storeCountry,
    deliveryOptions: options,
    paymentMethods: paymentMethods as unknown as readonly PaymentMethod[],
    storeOrigin,
  });
  const preview = sample.text;
  const length = messageLength(preview, values.phoneArea, values.phone);
  const closing = suggestedClosing(values.customMessage.end, {
    deliveryOptions: options.filter((option) => option.active).length,
    paymentMethods: paymentMethods.length,
  });

  const save = async () => {
    if (!dirty) {
      toast.info(t.toasts.noChanges);
      return;
    }
    // The server's rule (@panel/domain): a number it would refuse is shown at the field, not sent.
    const invalid = phoneError(values.phone, values.phoneArea, country);
    setPhoneMessage(invalid);
    if (invalid) return;
    setSaving(true);
    const sent = values;
    const refusal = es.countryPicker.phoneInvalid(countryName(country));
    try {
      await toast.promise(onSave(sent), {
        loading: es.common.saving,
        success: t.toasts.success,
        error: (error) => (refusedField(error, ['phone']) ? refusal : t.toasts.failure),
      });
      setReference(sent);
    } catch (error) {
      // The toast tells what failed; a refused number shows why at the field. The changes stay.
      if (refusedField(error, ['phone'])) setPhoneMessage(refusal);
    } finally {
      setSaving(false);
    }
  };

  const setPart = (part: (typeof PARTS)[number], text: string) =>
    setValues((v) => ({ ...v, customMessage: { ...v.customMessage, [part]: text } }));

  const saveButton = (className: string) => (
    <span className={className}>
      <Button isPending={saving} onPress={() => void save()}>
        {t.save}
      </Button>
    </span>
  );

  return (
    <div className={styles.root}>
      {withHeader ? (
        <PageHeader title={t.title} actions={saveButton(styles.topSave)} />
      ) : (
        <div className={styles.topSaveRow}>{saveButton(styles.topSave)}</div>
      )}
      <Columns template={{ md: '3/2' }} alignY="start">
        <Stack>
          <Card>
            <RadioGroup
              className={stack({ gap: 'sm' })}
              value={values.type}
              onChange={(type) =>
                setValues((v) => ({ ...v, type: type as CheckoutValues['type'] }))
              }
            >
              <Label className={styles.radioLabel}>{t.typeLabel}</Label>
              <Columns gap="sm" template={{ sm: 2 }}>
                <Radio value="whatsapp" className={styles.radio}>
                  <span className={styles.radioDot} aria-hidden="true" />
                  <Icon name="whatsapp" />
                  {t.types.whatsapp}
                </Radio>
                <Radio value="card" isDisabled className={styles.radio}>
                  <span className={styles.radioDot} aria-hidden="true" />
                  <Icon name="card" />
                  {t.types.card}
                  <span className={styles.soon}>{es.common.soon}</span>
                </Radio>
              </Columns>
            </RadioGroup>
            <PhoneField
              label={t.phoneLabel}
              countryLabel={es.account.countryCodeLabel}
              country={country}
              phone={values.phone}
              onPhoneChange={(phone) => {
                setValues((v) => ({ ...v, phone }));
                setPhoneMessage(undefined);
              }}
              onCountryChange={(picked) => {
                setCountry(picked.iso2);
                setValues((v) => ({ ...v, phoneArea: picked.callingCode }));
                setPhoneMessage(undefined);
              }}
              errorMessage={phoneMessage}
            />
            <SelectField
              label={t.holdLabel}
              options={HOLD_OPTIONS}
              value={String(values.holdMinutes ?? DEFAULT_HOLD_MINUTES)}
              onChange={(minutes) =>
                setValues((v) => ({ ...v, holdMinutes: Number(minutes) as CheckoutHoldMinutes }))
              }
            />
            <p className={styles.help}>{t.holdHelp}</p>
          </Card>
          <Card title={t.message.title}>
            <p className={styles.help}>{t.message.placeholdersHelp}</p>
            {PARTS.map((part) => (
              <Fragment key={part}>
                {part === 'end' && closing !== null && (
                  <ClosingSuggestion onAccept={() => setPart('end', closing)} />
                )}
                <AriaTextField
                  className={stack({ gap: 'xs' })}
                  value={values.customMessage[part]}
                  onChange={(text) => setPart(part, text)}
                >
                  <Label className={styles.fieldLabel}>{t.message[part]}</Label>
                  <TextArea className={styles.textArea} rows={part === 'end' ? 3 : 2} />
                </AriaTextField>
              </Fragment>
            ))}
          </Card>
        </Stack>
        <Stack>
          <Card title={t.message.preview}>
            <div className={styles.chat}>
              <p className={styles.bubble} data-testid="checkout-preview">
                {preview}
              </p>
            </div>
            <MessageMeter length={length} sample={sample} />
            <Button
              variant="secondary"
              onPress={() => onTestMessage(whatsappLink(values.phoneArea, values.phone, preview))}
            >
              <Icon name="whatsapp" />
              {t.testMessage}
            </Button>
          </Card>
        </Stack>
      </Columns>
      {saveButton(styles.floatingSave)}
    </div>
  );
}
