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
import { useReportDirty } from '../use-report-dirty';
import { typedAmount } from './typed-amount';
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
  const [shown, setShown] = useState(start);
  const [options, setOptions] = useState<DeliveryOptionForm[]>(start);
  const [errors, setErrors] = useState<FieldErrors[]>([]);
  const [listError, setListError] = useState<string>();
  const [saving, setSaving] = useState(false);
  // A new answer of the server (after a save) becomes the form's starting point.
  if (shown !== start) {
    setShown(start);
    setOptions(start);
  }
  const dirty = JSON.stringify(options) !== JSON.stringify(start);
  useReportDirty(dirty, onDirtyChange);

  const change = (index: number, patch: Partial<DeliveryOptionForm>) => {
    setOptions((list) => list.map((o, i) => (i === index ? { ...o, ...patch } : o)));
    setErrors((list) => list.map((e, i) => (i === index ? {} : e)));
    setListError(undefined);
  };

  const save = async () => {
    if (!dirty) {
      toast.info(t.toasts.noChanges);
      return;
    }
    const typed = options.map((option) => ({
      ...option,
      fee: typedAmount(option.fee),
      minSubtotal: typedAmount(option.minSubtotal),
      freeOver: typedAmount(option.freeOver),
    }));
    const check = validateDeliveryOptions(typed, storeCountry, takingOrders);
    if (!check.ok) {
      setErrors(check.errors);
      setListError(check.index === null ? check.error : undefined);
      toast.error(check.index === null ? check.error : t.toasts.invalid);
      return;
    }
    setSaving(true);
    try {
      await toast.promise(onSave(typed), {
        loading: es.common.saving,
        success: t.toasts.success,
        error: t.toasts.failure,
      });
    } catch {
      // The toast said it; the changes stay.
    } finally {
      setSaving(false);
    }
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
            {option.kind === 'envio' && (
              <>
                <TextField
                  label={t.delivery.feeLabel}
                  prefix="$"
                  inputMode="decimal"
                  value={option.fee}
                  onChange={(fee) => change(index, { fee })}
                  errorMessage={own.fee}
                />
                <TextField
                  label={t.delivery.minLabel}
                  prefix="$"
                  inputMode="decimal"
                  value={option.minSubtotal}
                  onChange={(minSubtotal) => change(index, { minSubtotal })}
                  errorMessage={own.minSubtotal}
                />
                <TextField
                  label={t.delivery.freeOverLabel}
                  prefix="$"
                  inputMode="decimal"
                  value={option.freeOver}
                  onChange={(freeOver) => change(index, { freeOver })}
                  errorMessage={own.freeOver}
                />
              </>
            )}
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
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onPress={() => {
            setOptions((list) => [...list, blank('envio')]);
            setListError(undefined);
          }}
        >
          {t.delivery.add}
        </Button>
        <Button isPending={saving} onPress={() => void save()}>
          {t.save}
        </Button>
      </div>
    </Stack>
  );
}
