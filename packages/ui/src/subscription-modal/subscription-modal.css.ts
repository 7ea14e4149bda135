import { style } from '@vanilla-extract/css';
import { vars } from '../theme';
import * as recipes from '../theme/recipes.css';

export const overlay = style({
  ...recipes.dialog.overlay,
  zIndex: 20,
  backgroundColor: 'rgb(0 0 0 / 0.4)',
});

export const modal = style({
  ...recipes.dialog.surface,
  maxWidth: '480px',
  maxHeight: '100%',
  overflowY: 'auto',
  color: vars.color.text,
});

export const dialog = style({ ...recipes.dialog.body, gap: vars.space.lg });

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const title = style({
  ...recipes.heading(vars.font.size.xl),
  flex: 1,
  lineHeight: vars.font.lineHeight.tight,
});

export const close = style({
  ...recipes.iconButton,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': recipes.focusRingFlush,
  },
});

export const text = style({
  ...recipes.mutedText(vars.font.size.sm),
  lineHeight: vars.font.lineHeight.normal,
});

export const slider = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sliderHeader = style({ ...recipes.splitRow, gap: vars.space.md });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.fontWeight.medium });

export const output = style({ fontSize: vars.font.size.sm, fontWeight: vars.fontWeight.heading });

export const track = style(recipes.slider.track('6px'));

export const fill = style({
  position: 'absolute',
  top: '50%',
  left: 0,
  height: '6px',
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primaryText,
});

export const thumb = style({
  ...recipes.slider.thumb('22px'),
  backgroundColor: vars.color.surface,
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: vars.color.primaryText,
  cursor: 'grab',
  selectors: {
    '&[data-dragging]': { cursor: 'grabbing', backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': recipes.focusRing,
  },
});

export const ticks = style({
  ...recipes.splitRow,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
});

export const row = style({ ...recipes.splitRow, margin: 0, fontSize: vars.font.size.sm });

export const total = style(recipes.heading(vars.font.size.lg));

export const note = style(recipes.mutedText(vars.font.size.xs));

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSubtle,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
