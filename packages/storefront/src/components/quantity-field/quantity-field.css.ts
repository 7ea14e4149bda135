import { globalStyle } from '@vanilla-extract/css';
import { cx } from '../../theme/classes';
import { vars } from '../../theme/vars.css';

const c = (name: string) => `.${name}`;

globalStyle(c(cx.stepper), { display: 'flex', alignItems: 'stretch', gap: vars.space.xs });
globalStyle(c(cx.quantity), { width: '80px', textAlign: 'center' });
globalStyle(c(cx.stepperButton), {
  width: vars.sizes.control,
  minHeight: vars.sizes.control,
  border: `${vars.sizes.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.font.size.lg,
  cursor: 'pointer',
});
