import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { visuallyHidden } from '../../theme/recipes.css';

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const progress = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.primaryText,
});

export const steps = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

/** The step's number, a tick once done. */
export const mark = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.sizes.control,
  height: vars.sizes.control,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.heading,
  selectors: {
    [`${step}[data-done] &`]: {
      backgroundColor: vars.color.successSubtle,
      color: vars.color.success,
    },
  },
});

export const body = style({ minWidth: 0, flex: 1, alignItems: 'flex-start' });

export const stepTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.fontWeight.medium,
});

/** The store's address, whole, breaking anywhere on a phone. */
export const url = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const srOnly = style(visuallyHidden);
