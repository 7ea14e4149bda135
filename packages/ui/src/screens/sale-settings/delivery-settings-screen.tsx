import { DELIVERY_KINDS, validateDeliveryOptions, type DeliveryOptionInput } from '@panel/domain';
import { type DeliveryKind } from './kinds';
import { useMemo, useState } from 'react';
import { Button } from '../../components/button';
import { SelectField } from '../../components/select-field';
import { Switch } from '../../components/switch';
import { TextField } from '../../components/text-field';
import { es } from '../../i18n/es';
import { Card, Stack } from '../../layout';
import { toast } from '../../provider/toast';
import { SettingsActions } from './settings-actions';
import { typedAmount } from './typed-amount';
import { useSettingsForm } from './use-settings-form';
import * as styles from './sale-settings.css';

const t = es.saleSettings;

/** A delivery option as the server answers it (amounts as decimal strings, '2500.00'). */
export interface DeliveryOptionValue {
  id: string;
  kind: DeliveryKind;
  name: string;
  detail: string | null;
  fee: string | null;
  minSubtotal: string | null;
  freeOver: string | null;
  active: boolean;
}

/** An option as the form sends it: the saved id (absent for a new one) and its fields. */
export interface DeliveryOptionForm {
  id?: string;
  kind: DeliveryKind;
  name: string;
  detail: string;
  fee: string;
  minSubtotal: string;
  freeOver: string;
  active: boolean;
}

/** Props of {@link DeliverySettingsScreen}. */
export interface DeliverySettingsScreenProps {
  /** The saved options. */
  saved: readonly DeliveryOptionValue[];
  /** ISO alpha-2 country of the store: whole amounts where its currency has no decimals. */
  storeCountry: string;
  /** The store takes orders (a WhatsApp number): one active option is then required. */
  takingOrders: boolean;
  /** Saves the whole list; resolves once saved (the host then passes the new `saved`). */
  onSave: (options: DeliveryOptionForm[]) => Promise<unknown>;
  /** Called when the form starts or stops holding unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void;
}

/** '2500.00' → '2500', '2500.50' → '2500.50': what the merchant typed, without zero cents. */
const amountText = (money: string | null): string =>
  money === null ? '' : money.replace(/\.00$/, '');

function formOf(option: DeliveryOptionValue): DeliveryOptionForm {
  return {
    id: option.id,
    kind: option.kind,
    name: option.name,
    detail: option.detail ?? '',
    fee: option.kind === 'envio' ? amountText(option.fee) : '',
    minSubtotal: amountText(option.minSubtotal),
    freeOver: amountText(option.freeOver),
    active: option.active,
  };
}

const blank = (kind: DeliveryKind): DeliveryOptionForm => ({
  kind,
  name: '',
  detail: '',
  fee: '',
  minSubtotal: '',
  freeOver: '',
  active: true,
});

const KIND_OPTIONS = DELIVERY_KINDS.map((kind) => ({ id: kind, label: t.delivery.kinds[kind] }));

/** Envío's amounts, each a '$' field. */
const AMOUNT_FIELDS = [
  ['fee', t.delivery.feeLabel],
  ['minSubtotal', t.delivery.minLabel],
  ['freeOver', t.delivery.freeOverLabel],
] as const;

type FieldErrors = Partial<Record<keyof DeliveryOptionInput, string>>;

/**
 * 'Checkout' → 'Entrega' (issue 23): the store's Retiro points, Envío zones (fee, optional minimum,
 * optional free-over amount) and 'A coordinar por WhatsApp', each with an active switch; checked by
 * @panel/domain's validateDeliveryOptions before it is sent (the server's rule).
 */
export function DeliverySettingsScreen({
  saved,
  storeCountry,
  takingOrders,
  onSave,
  onDirtyChange,
}: DeliverySettingsScreenProps) {
  const start = useMemo(() => saved.map(formOf), [saved]);
  const {
    draft: options,
    setDraft: setOptions,
    saving,
    save,
  } = useSettingsForm(start, onSave, onDirtyChange);
  const [errors, setErrors] = useState<FieldErrors[]>([]);
  const [listError, setListError] = useState<string>();

  const change = (index: number, patch: Partial<DeliveryOptionForm>) => {
    setOptions((list) => list.map((o, i) => (i === index ? { ...o, ...patch } : o)));
    setErrors((list) => list.map((e, i) => (i === index ? {} : e)));
    setListError(undefined);
  };

  /** The options to send, or null when one is invalid (and the form says why). */
  const check = () => {
    const typed = options.map((option) => ({
      ...option,
      fee: typedAmount(option.fee),
      minSubtotal: typedAmount(option.minSubtotal),
      freeOver: typedAmount(option.freeOver),
    }));
    const check = validateDeliveryOptions(typed, storeCountry, takingOrders);
    if (check.ok) return typed;
    setErrors(check.errors);
    setListError(check.index === null ? check.error : undefined);
    toast.error(check.index === null ? check.error : t.toasts.invalid);
    return null;
  };

  return (
    <Stack className={styles.root}>
      <p className={styles.help}>{t.delivery.intro}</p>
      {options.length === 0 && <p className={styles.help}>{t.delivery.empty}</p>}
      {options.map((option, index) => {
        const own = errors[index] ?? {};
        const title = option.name || t.delivery.kinds[option.kind];
        return (
          <Card key={option.id ?? `new-${index}`} title={title}>
            <SelectField
              label={t.delivery.kindLabel}
              options={KIND_OPTIONS}
              value={option.kind}
              onChange={(kind) => change(index, { kind })}
              errorMessage={own.kind}
            />
            <TextField
              label={t.delivery.nameLabel}
              placeholder={t.delivery.namePlaceholder[option.kind]}
              value={option.name}
              onChange={(name) => change(index, { name })}
              errorMessage={own.name}
            />
            <TextField
              label={t.delivery.detailLabel[option.kind]}
              value={option.detail}
              onChange={(detail) => change(index, { detail })}
              errorMessage={own.detail}
            />
            {option.kind === 'envio' &&
              AMOUNT_FIELDS.map(([field, label]) => (
                <TextField
                  key={field}
                  label={label}
                  prefix="$"
                  inputMode="decimal"
                  value={option[field]}
                  onChange={(text) => change(index, { [field]: text })}
                  errorMessage={own[field]}
                />
              ))}
            <div className={styles.actions}>
              <Switch isSelected={option.active} onChange={(active) => change(index, { active })}>
                {t.delivery.active}
              </Switch>
              <Button
                variant="ghost"
                onPress={() => {
                  setOptions((list) => list.filter((_, i) => i !== index));
                  setErrors((list) => list.filter((_, i) => i !== index));
                }}
              >
                {t.delivery.remove(option.name)}
              </Button>
            </div>
          </Card>
        );
      })}
      {listError && (
        <p className={styles.error} role="alert">
          {listError}
        </p>
      )}
      <SettingsActions saving={saving} onSave={() => void save(check)}>
        <Button
          variant="secondary"
          onPress={() => {
            setOptions((list) => [...list, blank('envio')]);
            setListError(undefined);
          }}
        >
          {t.delivery.add}
        </Button>
      </SettingsActions>
    </Stack>
  );
}
