import {
  PAYMENT_METHOD_FIELDS,
  paymentMethodTypesFor,
  takesPaymentDiscount,
  validatePaymentMethods,
  type PaymentFieldErrors,
} from '@panel/domain';
import { type PaymentMethodType } from './kinds';
import { useMemo, useState } from 'react';
import { SelectField } from '../../components/select-field';
import { Switch } from '../../components/switch';
import { TextField } from '../../components/text-field';
import { es } from '../../i18n/es';
import { Card, Stack } from '../../layout';
import { toast } from '../../provider/toast';
import { SettingsActions } from './settings-actions';
import { useSettingsForm } from './use-settings-form';
import * as styles from './sale-settings.css';

const t = es.saleSettings;

/** A payment method as the server answers it: its `type`, its fields (null when empty) and its discount. */
export interface PaymentMethodValue {
  type: PaymentMethodType;
  discountPercent: number | null;
  [field: string]: string | number | null;
}

/** A method as the form sends it: the fields as typed. */
export interface PaymentMethodForm {
  type: PaymentMethodType;
  discountPercent: string;
  [field: string]: string;
}

/** Props of {@link PaymentSettingsScreen}. */
export interface PaymentSettingsScreenProps {
  /** The saved methods. */
  saved: readonly PaymentMethodValue[];
  /** ISO alpha-2 country of the store: which kinds it may enable, and their rules. */
  storeCountry: string;
  /** Saves the enabled methods; resolves once saved (the host then passes the new `saved`). */
  onSave: (methods: PaymentMethodForm[]) => Promise<unknown>;
  /** Called when the form starts or stops holding unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void;
}

interface Draft {
  enabled: boolean;
  values: Record<string, string>;
  discountPercent: string;
}

function draftsOf(
  types: readonly PaymentMethodType[],
  saved: readonly PaymentMethodValue[],
): Record<string, Draft> {
  return Object.fromEntries(
    types.map((type) => {
      const method = saved.find((m) => m.type === type);
      const values = Object.fromEntries(
        PAYMENT_METHOD_FIELDS[type].map((field) => {
          const value = method?.[field.name];
          return [field.name, value === null || value === undefined ? '' : String(value)];
        }),
      );
      const discount = method?.discountPercent;
      return [
        type,
        {
          enabled: method !== undefined,
          values,
          discountPercent: discount ? String(discount) : '',
        },
      ];
    }),
  );
}

/**
 * 'Checkout' → 'Cobro' (issue 23): the payment methods of the store's country (plus cash and a payment
 * link), each with a switch, its country's fields and its 'Descuento por medio de pago'; checked by
 * @panel/domain's validatePaymentMethods (real check digits, Spanish messages) before it is sent.
 */
export function PaymentSettingsScreen({
  saved,
  storeCountry,
  onSave,
  onDirtyChange,
}: PaymentSettingsScreenProps) {
  const types = useMemo(() => paymentMethodTypesFor(storeCountry), [storeCountry]);
  const start = useMemo(() => draftsOf(types, saved), [types, saved]);
  const {
    draft: drafts,
    setDraft: setDrafts,
    saving,
    save,
  } = useSettingsForm(start, onSave, onDirtyChange);
  const [errors, setErrors] = useState<Record<string, PaymentFieldErrors>>({});

  const change = (type: PaymentMethodType, patch: Partial<Draft>) => {
    setDrafts((all) => {
      const draft = all[type];
      return draft ? { ...all, [type]: { ...draft, ...patch } } : all;
    });
    setErrors((all) => ({ ...all, [type]: {} }));
  };

  const formOf = (): PaymentMethodForm[] =>
    types.flatMap((type) => {
      const draft = drafts[type];
      return draft?.enabled
        ? [{ ...draft.values, type, discountPercent: draft.discountPercent }]
        : [];
    });

  /** The enabled methods to send, or null when one is invalid (and the form says why). */
  const check = () => {
    const methods = formOf();
    const result = validatePaymentMethods(methods, storeCountry);
    if (result.ok) return methods;
    setErrors(
      Object.fromEntries(methods.map((method, i) => [method.type, result.errors[i] ?? {}])),
    );
    toast.error(t.toasts.invalid);
    return null;
  };

  return (
    <Stack className={styles.root}>
      <p className={styles.help}>{t.payment.intro}</p>
      {types.map((type) => {
        const draft = drafts[type];
        if (!draft) return null;
        const own = errors[type] ?? {};
        const name = t.payment.names[type];
        return (
          <Card key={type} title={name}>
            <Switch isSelected={draft.enabled} onChange={(enabled) => change(type, { enabled })}>
              {t.payment.enable(name)}
            </Switch>
            {draft.enabled && (
              <>
                {own.type && (
                  <p className={styles.error} role="alert">
                    {own.type}
                  </p>
                )}
                {PAYMENT_METHOD_FIELDS[type].map((field) => {
                  const value = draft.values[field.name] ?? '';
                  const set = (text: string) =>
                    change(type, { values: { ...draft.values, [field.name]: text } });
                  return field.choices ? (
                    <SelectField
                      key={field.name}
                      label={field.label}
                      placeholder={t.payment.choose}
                      options={Object.entries(field.choices).map(([id, label]) => ({ id, label }))}
                      value={value === '' ? null : value}
                      onChange={set}
                      errorMessage={own[field.name]}
                    />
                  ) : (
                    <TextField
                      key={field.name}
                      label={field.optional ? `${field.label} (opcional)` : field.label}
                      value={value}
                      onChange={set}
                      errorMessage={own[field.name]}
                    />
                  );
                })}
                {takesPaymentDiscount(type) && (
                  <TextField
                    label={t.payment.discountLabel}
                    description={t.payment.discountHelp}
                    inputMode="numeric"
                    suffix="%"
                    value={draft.discountPercent}
                    onChange={(discountPercent) => change(type, { discountPercent })}
                    errorMessage={own.discountPercent}
                  />
                )}
              </>
            )}
          </Card>
        );
      })}
      <SettingsActions saving={saving} onSave={() => void save(check)} />
    </Stack>
  );
}
