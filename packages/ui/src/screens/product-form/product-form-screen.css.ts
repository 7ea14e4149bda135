import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRingInset, vars } from '../../theme';
import { textArea as textAreaBase } from '../text-area.css';
import * as info from '../info-tooltip.css';

export const root = style({ fontFamily: vars.font.family, color: vars.color.text });

export const subTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.fontWeight.heading,
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
    '&[data-focus-visible]': focusRingInset,
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

export const textArea = style([textAreaBase, { minHeight: '120px' }]);

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

export const infoButton = style([
  info.infoButton,
  { alignItems: 'center', justifyContent: 'center', width: '32px', height: '32px', padding: 0 },
]);

export const tooltip = style([
  info.tooltip,
  { maxWidth: '280px', lineHeight: vars.font.lineHeight.normal },
]);

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

/** A line of help under a card's fields. */
export const note = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
