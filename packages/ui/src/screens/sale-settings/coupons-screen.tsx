import {
  COUPON_KINDS,
  COUPON_MESSAGES,
  formatMoney,
  validateCouponInput,
  type CouponInput,
} from '@panel/domain';
import { type CouponKind } from './kinds';
import { useState } from 'react';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { SelectField } from '../../components/select-field';
import { Switch } from '../../components/switch';
import { TextField } from '../../components/text-field';
import { es } from '../../i18n/es';
import { Card, Stack } from '../../layout';
import { toast } from '../../provider/toast';
import { refusedField } from '../field-refusal';
import * as styles from './sale-settings.css';
import { typedAmount } from './typed-amount';

const t = es.saleSettings.coupons;

/** A coupon as the server answers it (amounts as decimal strings, days 'YYYY-MM-DD'). */
export interface CouponValue {
  id: string;
  code: string;
  kind: CouponKind;
  percent: number | null;
  amount: string | null;
  minSubtotal: string | null;
  maxUses: number | null;
  uses: number;
  startsOn: string | null;
  endsOn: string | null;
  active: boolean;
  combinesWithPaymentDiscount: boolean;
}

/** A coupon as the form sends it (the contract's `CouponForm`). */
export interface CouponFormValues {
  code: string;
  kind: CouponKind;
  percent: number | null;
  amount: string | null;
  minSubtotal: string | null;
  maxUses: number | null;
  startsOn: string | null;
  endsOn: string | null;
  active: boolean;
  combinesWithPaymentDiscount: boolean;
}

/** Props of {@link CouponsScreen}. */
export interface CouponsScreenProps {
  /** The store's coupons, newest first; undefined while loading. */
  coupons: readonly CouponValue[] | undefined;
  /** The list could not be loaded. */
  error?: boolean;
  /** ISO alpha-2 country of the store: its money and whether amounts take decimals. */
  storeCountry: string;
  /**
   * Saves a new coupon (no `id`) or an edited one. Reject with a `FieldRefusal` (`{ field: 'code' }`) when
   * the store already has the code: 'Ya tienes un cupón con este código.' shows at the field.
   */
  onSave: (values: CouponFormValues, id?: string) => Promise<unknown>;
  /** Deactivates a coupon (it stays, with its uses). */
  onDeactivate: (id: string) => Promise<unknown>;
  /** Deletes a coupon, after the confirmation. */
  onDelete: (id: string) => Promise<unknown>;
}

interface Draft {
  code: string;
  kind: CouponKind;
  value: string;
  minSubtotal: string;
  maxUses: string;
  startsOn: string;
  endsOn: string;
  active: boolean;
  combinesWithPaymentDiscount: boolean;
}

const amountText = (money: string | null) => (money === null ? '' : money.replace(/\.00$/, ''));

const draftOf = (coupon: CouponValue | null): Draft => ({
  code: coupon?.code ?? '',
  kind: coupon?.kind ?? 'porcentaje',
  value:
    coupon?.kind === 'porcentaje'
      ? String(coupon.percent ?? '')
      : coupon?.kind === 'monto_fijo'
        ? amountText(coupon.amount)
        : '',
  minSubtotal: amountText(coupon?.minSubtotal ?? null),
  maxUses: coupon?.maxUses === null || coupon === null ? '' : String(coupon.maxUses),
  startsOn: coupon?.startsOn ?? '',
  endsOn: coupon?.endsOn ?? '',
  active: coupon?.active ?? true,
  combinesWithPaymentDiscount: coupon?.combinesWithPaymentDiscount ?? true,
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

const KIND_OPTIONS = COUPON_KINDS.map((kind) => ({ id: kind, label: t.kinds[kind] }));

/** The discount column: '10%', '$2.500', 'Envío gratis'. */
function discountText(coupon: CouponValue, country: string): string {
  if (coupon.kind === 'porcentaje') return `${coupon.percent ?? 0}%`;
  if (coupon.kind === 'monto_fijo') return formatMoney(Number(coupon.amount ?? 0), country);
  return t.kinds.envio_gratis;
}

/**
 * 'Cupones' under 'Gestionar' (issue 23): the store's discount codes with their uses so far; create,
 * edit, deactivate, and delete after a confirmation. The form runs @panel/domain's validateCouponInput,
 * the server's rule, before it is sent.
 */
export function CouponsScreen({
  coupons,
  error,
  storeCountry,
  onSave,
  onDeactivate,
  onDelete,
}: CouponsScreenProps) {
  /** The coupon in the form: null a new one, undefined none. */
  const [editing, setEditing] = useState<CouponValue | null>();
  const [draft, setDraft] = useState<Draft>(draftOf(null));
  const [errors, setErrors] = useState<Partial<Record<keyof CouponInput, string>>>({});
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<CouponValue | null>(null);

  const open = (coupon: CouponValue | null) => {
    setEditing(coupon);
    setDraft(draftOf(coupon));
    setErrors({});
  };
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors({});
  };

  const save = async () => {
    const typed: Draft = {
      ...draft,
      value: draft.kind === 'monto_fijo' ? typedAmount(draft.value) : draft.value,
      minSubtotal: typedAmount(draft.minSubtotal),
    };
    const check = validateCouponInput({ ...typed }, storeCountry);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    const values: CouponFormValues = {
      code: draft.code.trim(),
      kind: draft.kind,
      percent: draft.kind === 'porcentaje' ? Number(draft.value) : null,
      amount: draft.kind === 'monto_fijo' ? orNull(typed.value) : null,
      minSubtotal: orNull(typed.minSubtotal),
      maxUses: orNull(draft.maxUses) === null ? null : Number(draft.maxUses),
      startsOn: orNull(draft.startsOn),
      endsOn: orNull(draft.endsOn),
      active: draft.active,
      combinesWithPaymentDiscount: draft.combinesWithPaymentDiscount,
    };
    setSaving(true);
    try {
      await toast.promise(onSave(values, editing?.id), {
        loading: es.common.saving,
        success: t.toasts.saved,
        error: (err) =>
          refusedField(err, ['code']) ? COUPON_MESSAGES.codeTaken : t.toasts.failure,
      });
      setEditing(undefined);
    } catch (err) {
      if (refusedField(err, ['code'])) setErrors({ code: COUPON_MESSAGES.codeTaken });
    } finally {
      setSaving(false);
    }
  };

  const act = (work: Promise<unknown>, success: string) =>
    toast.promise(work, { loading: es.common.saving, success, error: t.toasts.failure });

  const form = editing !== undefined && (
    <Card title={editing === null ? t.form.createTitle : t.form.editTitle}>
      <TextField
        label={t.form.code}
        description={t.form.codeHelp}
        value={draft.code}
        onChange={(code) => set({ code })}
        errorMessage={errors.code}
      />
      <SelectField
        label={t.form.kind}
        options={KIND_OPTIONS}
        value={draft.kind}
        onChange={(kind) => set({ kind, value: '' })}
        errorMessage={errors.kind}
      />
      {draft.kind !== 'envio_gratis' && (
        <TextField
          label={draft.kind === 'porcentaje' ? t.form.percent : t.form.amount}
          inputMode={draft.kind === 'porcentaje' ? 'numeric' : 'decimal'}
          prefix={draft.kind === 'monto_fijo' ? '$' : undefined}
          suffix={draft.kind === 'porcentaje' ? '%' : undefined}
          value={draft.value}
          onChange={(value) => set({ value })}
          errorMessage={errors.value}
        />
      )}
      <TextField
        label={t.form.minSubtotal}
        prefix="$"
        inputMode="decimal"
        value={draft.minSubtotal}
        onChange={(minSubtotal) => set({ minSubtotal })}
        errorMessage={errors.minSubtotal}
      />
      <TextField
        label={t.form.maxUses}
        inputMode="numeric"
        value={draft.maxUses}
        onChange={(maxUses) => set({ maxUses })}
        errorMessage={errors.maxUses}
      />
      <TextField
        label={t.form.startsOn}
        value={draft.startsOn}
        onChange={(startsOn) => set({ startsOn })}
        errorMessage={errors.startsOn}
      />
      <TextField
        label={t.form.endsOn}
        value={draft.endsOn}
        onChange={(endsOn) => set({ endsOn })}
        errorMessage={errors.endsOn}
      />
      <Switch isSelected={draft.active} onChange={(active) => set({ active })}>
        {t.form.active}
      </Switch>
      <Switch
        isSelected={draft.combinesWithPaymentDiscount}
        onChange={(combinesWithPaymentDiscount) => set({ combinesWithPaymentDiscount })}
      >
        {t.form.combines}
      </Switch>
      <div className={styles.actions}>
        <Button variant="ghost" onPress={() => setEditing(undefined)}>
          {t.form.cancel}
        </Button>
        <Button isPending={saving} onPress={() => void save()}>
          {t.form.save}
        </Button>
      </div>
    </Card>
  );

  return (
    <Stack className={styles.root}>
      <PageHeader
        title={t.title}
        subtitle={t.intro}
        actions={
          editing === undefined ? <Button onPress={() => open(null)}>{t.create}</Button> : null
        }
      />
      {form}
      {error ? (
        <p className={styles.error} role="alert">
          {t.loadError}
        </p>
      ) : coupons === undefined ? (
        <p className={styles.help} aria-busy="true">
          {es.common.loading}
        </p>
      ) : coupons.length === 0 ? (
        <p className={styles.help}>{t.empty}</p>
      ) : (
        <Card>
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th className={styles.cell}>{t.columns.code}</th>
                  <th className={styles.cell}>{t.columns.discount}</th>
                  <th className={styles.cell}>{t.columns.uses}</th>
                  <th className={`${styles.cell} ${styles.wideOnly}`}>{t.columns.state}</th>
                  <th className={styles.cell}>{t.columns.actions}</th>
                </tr>
              </thead>
              <tbody>
                {coupons.map((coupon) => (
                  <tr key={coupon.id}>
                    <td className={`${styles.cell} ${styles.code}`}>{coupon.code}</td>
                    <td className={styles.cell}>{discountText(coupon, storeCountry)}</td>
                    <td className={styles.cell}>{t.uses(coupon.uses, coupon.maxUses)}</td>
                    <td className={`${styles.cell} ${styles.wideOnly}`}>
                      {coupon.active ? t.active : t.inactive}
                    </td>
                    <td className={styles.cell}>
                      <Button
                        variant="ghost"
                        aria-label={t.edit(coupon.code)}
                        onPress={() => open(coupon)}
                      >
                        {t.editLabel}
                      </Button>
                      {coupon.active && (
                        <Button
                          variant="ghost"
                          aria-label={t.deactivate(coupon.code)}
                          onPress={() =>
                            void act(onDeactivate(coupon.id), t.toasts.deactivated).catch(() => {})
                          }
                        >
                          {t.deactivateLabel}
                        </Button>
                      )}
                      <Button
                        variant="ghost"
                        aria-label={t.remove(coupon.code)}
                        onPress={() => setDeleting(coupon)}
                      >
                        {t.deleteDialog.confirm}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t.deleteDialog.title}
        text={t.deleteDialog.text(deleting?.code ?? '')}
        confirmLabel={t.deleteDialog.confirm}
        cancelLabel={t.deleteDialog.cancel}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const coupon = deleting;
          setDeleting(null);
          if (coupon) void act(onDelete(coupon.id), t.toasts.deleted).catch(() => {});
        }}
      />
    </Stack>
  );
}
