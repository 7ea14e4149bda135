import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import type { ButtonVariant } from './button-variants';
import * as styles from './button.css';

/** Props of {@link Button}: react-aria's Button props plus our look. */
export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style'> {
  /** Look of the button. Default `primary`. */
  variant?: ButtonVariant;
  /** Stretches the button to its container's width (mobile forms). Default false. */
  fullWidth?: boolean;
  /**
   * While true the button ignores presses, keeps focus and shows a spinner. The caller swaps the text
   * itself, from the catalogue (e.g. `es.verify.submit` → `es.verify.submitting`).
   */
  isPending?: boolean;
  /** Disables the button. */
  isDisabled?: boolean;
  /** Called on click, tap, Enter or Space (react-aria's press event). */
  onPress?: AriaButtonProps['onPress'];
}

/**
 * A button on react-aria: `primary`, `secondary` or `ghost`, with a pending state.
 *
 * Pending is ours, not react-aria's `isPending`: react-aria announces a pending button through a live
 * region that points at the button's id, and when a successful submit navigates away the button is gone
 * while the announcement stays for seconds, an unnamed `role="img"` that fails axe on the next page.
 */
export function Button({
  variant = 'primary',
  fullWidth = false,
  isPending = false,
  onPress,
  type,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      // Ignores presses (and a pending submit button submits nothing) but keeps focus, unlike disabling.
      onPress={isPending ? undefined : onPress}
      type={isPending ? 'button' : type}
      aria-disabled={isPending || undefined}
      // Our own state attribute: react-aria writes its own data-pending over any we pass.
      data-busy={isPending || undefined}
      className={styles.button({ variant, fullWidth })}
    >
      {composeRenderProps(children, (content) => (
        <>
          {isPending && <span aria-hidden="true" className={styles.spinner} />}
          {content}
        </>
      ))}
    </AriaButton>
  );
}
