import { es } from '../../i18n/es';
import { cx } from '../../theme/classes';

export interface QuantityFieldProps {
  id: string;
  label: string;
  /** Visually hidden label (the line's name is already beside it). */
  hideLabel?: boolean;
  defaultValue: number;
  max: number;
  disabled?: boolean;
  /** The form the input belongs to, when it sits outside it. */
  form?: string;
}

/**
 * A number input (works as is without JavaScript) with − and + buttons that the script reveals and
 * drives; without the script they stay hidden.
 */
export function QuantityField({
  id,
  label,
  hideLabel = false,
  defaultValue,
  max,
  disabled = false,
  form,
}: QuantityFieldProps) {
  const t = es.product;
  return (
    <div className={cx.field}>
      <label className={hideLabel ? cx.srOnly : cx.label} htmlFor={id}>
        {label}
      </label>
      <div className={cx.stepper} data-stepper="">
        <button
          className={cx.stepperButton}
          type="button"
          data-step="-1"
          aria-label={t.decrease}
          aria-controls={id}
          disabled={disabled}
          hidden
        >
          −
        </button>
        <input
          className={`${cx.input} ${cx.quantity}`}
          id={id}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          required
          defaultValue={defaultValue}
          disabled={disabled}
          form={form}
        />
        <button
          className={cx.stepperButton}
          type="button"
          data-step="1"
          aria-label={t.increase}
          aria-controls={id}
          disabled={disabled}
          hidden
        >
          +
        </button>
      </div>
    </div>
  );
}
