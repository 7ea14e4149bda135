import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

const focusRing = {
  outlineWidth: vars.sizes.focusRingWidth,
  outlineStyle: 'solid',
  outlineColor: vars.color.focusRing,
  outlineOffset: vars.sizes.focusRingOffset,
} as const;

export const root = style({ fontFamily: vars.font.family, color: vars.color.text });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.up('md')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
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

export const subTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.fontWeight.heading,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [media.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const toggleGroup = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  alignSelf: 'flex-start',
});

export const toggle = style({
  minHeight: vars.sizes.control,
  paddingInline: vars.space.lg,
  border: 'none',
  backgroundColor: vars.color.surface,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': { backgroundColor: vars.color.secondary, color: vars.color.onSecondary },
    '&[data-hovered]:not([data-selected])': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': {
      ...focusRing,
      outlineOffset: `calc(-1 * ${vars.sizes.focusRingWidth})`,
    },
  },
});

export const fieldLabel = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.medium,
});

export const counter = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const textAreaField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const textArea = style({
  minHeight: '120px',
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

export const switchRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

/** A field with its info tooltip button beside the input. */
export const fieldWithInfo = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});

globalStyle(`${fieldWithInfo} > :first-child`, { flex: 1, minWidth: 0 });

/** Centres the info button on the input beside it. */
export const infoBesideInput = style({
  height: vars.sizes.control,
  display: 'inline-flex',
  alignItems: 'center',
});

export const infoButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'help',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const tooltip = style({
  maxWidth: '280px',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.secondary,
  color: vars.color.onSecondary,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
});

export const switches = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

const availabilityBase = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

/** Whether customers see and can buy the product: green when on sale, amber otherwise. */
export const availability = styleVariants({
  visible: [availabilityBase, { backgroundColor: vars.color.successSubtle }],
  notVisible: [availabilityBase, { backgroundColor: vars.color.warningSubtle }],
});
