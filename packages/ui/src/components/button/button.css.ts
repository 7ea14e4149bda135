import { keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import * as recipes from '../../theme/recipes.css';
import { vars } from '../../theme/vars.css';
import type { ButtonVariant } from './button-variants';

// States come from react-aria's data attributes: [data-hovered], [data-pressed], [data-focus-visible],
// [data-disabled]; pending is our own [data-busy].

const variantStyles = {
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: {
      '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.primaryHover },
    },
  },
  secondary: {
    backgroundColor: vars.color.secondary,
    color: vars.color.onSecondary,
    selectors: {
      '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.secondaryHover },
    },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.primaryText,
    selectors: {
      '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.primarySubtle },
    },
  },
} satisfies Record<ButtonVariant, StyleRule>;

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: vars.sizes.control,
    paddingInline: vars.space.lg,
    boxSizing: 'border-box',
    borderWidth: vars.sizes.borderWidth,
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.md,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.font.lineHeight.tight,
    // The spec's buttons are not upper-cased.
    textTransform: 'none',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    transition: 'background-color 120ms ease',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-focus-visible]': recipes.focusRing,
      '&[data-busy]': { cursor: 'progress' },
      '&[data-disabled]': {
        backgroundColor: vars.color.disabled,
        color: vars.color.onDisabled,
        cursor: 'not-allowed',
      },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  },
  variants: {
    variant: variantStyles,
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', fullWidth: false },
});

const spin = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

/** Spinner shown while `isPending`. */
export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  width: vars.font.size.md,
  height: vars.font.size.md,
  boxSizing: 'border-box',
  borderWidth: vars.sizes.focusRingWidth,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  borderRadius: vars.radius.full,
  animation: `${spin} 800ms linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' },
  },
});
