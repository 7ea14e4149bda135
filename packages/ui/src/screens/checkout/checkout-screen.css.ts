import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

const focusRing = {
  outlineWidth: vars.sizes.focusRingWidth,
  outlineStyle: 'solid',
  outlineColor: vars.color.focusRing,
  outlineOffset: vars.sizes.focusRingOffset,
} as const;

export const root = style({
  fontFamily: vars.font.family,
  color: vars.color.text,
  // Room for the floating save button on small screens.
  paddingBottom: vars.space.xxxl,
  '@media': { [media.up('md')]: { paddingBottom: 0 } },
});

export const topSave = style({
  display: 'none',
  '@media': { [media.up('md')]: { display: 'inline-flex' } },
});

export const floatingSave = style({
  position: 'fixed',
  insetInlineEnd: vars.space.lg,
  insetBlockEnd: vars.space.lg,
  zIndex: 10,
  '@media': { [media.up('md')]: { display: 'none' } },
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.up('md')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.divider,
  borderRadius: vars.radius.md,
  '@media': { [media.up('sm')]: { padding: vars.space.xl } },
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.fontWeight.heading,
});

export const radioGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const radioLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.medium,
});

export const radioOptions = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  '@media': { [media.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': {
      borderColor: vars.color.primaryText,
      backgroundColor: vars.color.primarySubtle,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.disabled,
      color: vars.color.onDisabled,
      borderColor: vars.color.divider,
    },
  },
});

export const radioDot = style({
  width: '16px',
  height: '16px',
  flexShrink: 0,
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  borderWidth: vars.sizes.focusRingWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  selectors: {
    [`${radio}[data-selected] &`]: {
      borderColor: vars.color.primaryText,
      borderWidth: '5px',
    },
  },
});

export const soon = style({
  marginInlineStart: 'auto',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.secondary,
  color: vars.color.onSecondary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.fontWeight.bold,
});

export const textAreaField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const fieldLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.medium,
});

export const textArea = style({
  minHeight: '64px',
  padding: vars.space.md,
  boxSizing: 'border-box',
  resize: 'vertical',
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focused]': { borderColor: vars.color.primaryText },
    '&[data-focus-visible]': focusRing,
  },
});

export const help = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const chat = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
});

export const bubble = style({
  maxWidth: '90%',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.none,
  backgroundColor: vars.color.successSubtle,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
