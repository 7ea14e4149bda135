import { globalStyle, style } from '@vanilla-extract/css';
import { blockAction } from '../screens/block-action.css';
import { focusRing, focusRingInset, media, vars } from '../theme';
import * as recipes from '../theme/recipes.css';

const SIDEBAR_WIDTH = '264px';

// What the shell's links and buttons share: the pointer, and a focus ring on keyboard focus, drawn
// inside flush items (sidebar links, menu rows, icon buttons) and outside framed buttons.
const pressable = style({
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingInset },
});
const framedPressable = style([pressable, { selectors: { '&[data-focus-visible]': focusRing } }]);

export const shell = style({
  display: 'flex',
  minHeight: '100vh',
  fontFamily: vars.font.family,
  color: vars.color.text,
  backgroundColor: vars.color.background,
});

export const sidebar = style({
  display: 'none',
  flexShrink: 0,
  width: SIDEBAR_WIDTH,
  boxSizing: 'border-box',
  backgroundColor: vars.color.surface,
  borderRightWidth: vars.sizes.borderWidth,
  borderRightStyle: 'solid',
  borderRightColor: vars.color.divider,
  '@media': {
    [media.up('md')]: {
      display: 'block',
      position: 'sticky',
      top: 0,
      height: '100vh',
      overflowY: 'auto',
    },
  },
});

export const sidebarContent = style({ padding: vars.space.lg });

export const storeText = style({ minWidth: 0 });

export const storeName = style({
  fontWeight: vars.fontWeight.heading,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const editProfile = style([
  pressable,
  {
    alignSelf: 'flex-start',
    fontSize: vars.font.size.sm,
    color: vars.color.primaryText,
    textDecoration: 'underline',
    borderRadius: vars.radius.md,
  },
]);

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.heading,
  objectFit: 'cover',
  selectors: {
    '&[data-size="sm"]': { width: '32px', height: '32px', fontSize: vars.font.size.sm },
    '&[data-size="md"]': { width: '48px', height: '48px', fontSize: vars.font.size.lg },
  },
});

export const navList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const navHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  marginTop: vars.space.md,
  paddingInline: vars.space.md,
  fontSize: vars.font.size.xs,
  fontWeight: vars.fontWeight.heading,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const soon = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSubtle,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  letterSpacing: 0,
});

export const navLink = style([
  pressable,
  blockAction,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    width: '100%',
    boxSizing: 'border-box',
    minHeight: vars.sizes.control,
    paddingInline: vars.space.md,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.primarySubtle,
        color: vars.color.primaryText,
        fontWeight: vars.fontWeight.medium,
      },
    },
  },
]);

export const navLabel = style({ flex: 1 });

export const badge = style({
  minWidth: '20px',
  paddingInline: vars.space.xs,
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.error,
  color: vars.color.onSecondary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: '20px',
  textAlign: 'center',
});

export const visuallyHidden = style(recipes.visuallyHidden);

export const trial = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySubtle,
});

export const trialTitle = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.heading,
});

export const progress = style({ width: '100%' });

export const progressTrack = style({
  height: '6px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

export const progressFill = style({ height: '100%', backgroundColor: vars.color.primaryText });

export const trialText = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
});

export const trialAction = style([
  framedPressable,
  {
    minHeight: '32px',
    border: 'none',
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.secondary,
    color: vars.color.onSecondary,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.sm,
    fontWeight: vars.fontWeight.medium,
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.secondaryHover } },
  },
]);

export const iconButton = style([
  pressable,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.xs,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.textMuted,
    selectors: {
      '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surfaceHover },
    },
  },
]);

export const main = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '64px',
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface,
  borderBottomWidth: vars.sizes.borderWidth,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.divider,
});

export const menuButton = style([
  iconButton,
  {
    position: 'relative',
    width: vars.sizes.control,
    height: vars.sizes.control,
    color: vars.color.text,
    '@media': { [media.up('md')]: { display: 'none' } },
  },
]);

export const menuCount = style({
  position: 'absolute',
  top: 0,
  right: 0,
  minWidth: '18px',
  paddingInline: vars.space.xxs,
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.error,
  color: vars.color.onSecondary,
  fontSize: vars.font.size.xs,
  lineHeight: '18px',
  textAlign: 'center',
});

export const headerEnd = style({ marginInlineStart: 'auto' });

export const viewStore = style([
  framedPressable,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: '36px',
    paddingInline: vars.space.md,
    borderWidth: vars.sizes.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.surfaceHover } },
  },
]);

/** 'No recibe pedidos' beside 'Ver tienda' (issue 21): the store has no WhatsApp number; leads to 'Checkout'. */
export const closedStore = style([
  viewStore,
  {
    // The words in the text colour (amber on its subtle tint is under 4.5:1); the glyph and frame amber.
    borderColor: vars.color.warning,
    backgroundColor: vars.color.warningSubtle,
    paddingInline: vars.space.sm,
  },
]);
globalStyle(`${closedStore} svg`, { color: vars.color.warning });

/** The notice's words: its glyph alone on a phone (the words stay its accessible name). */
export const closedStoreText = style([
  visuallyHidden,
  {
    '@media': {
      [media.up('sm')]: {
        position: 'static',
        width: 'auto',
        height: 'auto',
        overflow: 'visible',
        clip: 'auto',
      },
    },
  },
]);

export const accountButton = style([
  pressable,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.xs,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    fontFamily: vars.font.family,
    selectors: {
      '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceHover },
    },
  },
]);

// Below sm only the avatar shows; the text stays in the accessibility tree as the button's name.
export const accountText = style([
  visuallyHidden,
  {
    '@media': {
      [media.up('sm')]: {
        position: 'static',
        width: 'auto',
        height: 'auto',
        overflow: 'visible',
        clip: 'auto',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        maxWidth: '180px',
      },
    },
  },
]);

export const accountName = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.medium,
});

export const accountRole = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const menuPopover = style({
  ...recipes.popover.surface,
  minWidth: '180px',
  fontFamily: vars.font.family,
});

export const menu = style({ padding: vars.space.xs, outline: 'none' });

export const menuItem = style([
  pressable,
  {
    display: 'block',
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
    textDecoration: 'none',
    selectors: {
      '&[data-focused]': { backgroundColor: vars.color.surfaceHover },
    },
  },
]);

export const content = style({
  flex: 1,
  padding: vars.space.lg,
  '@media': { [media.up('md')]: { padding: vars.space.xl } },
});

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 10,
  backgroundColor: 'rgb(0 0 0 / 0.4)',
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: `min(${SIDEBAR_WIDTH}, 85vw)`,
  overflowY: 'auto',
  backgroundColor: vars.color.surface,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const drawerDialog = style({ outline: 'none' });

export const drawerTop = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: `${vars.space.sm} ${vars.space.sm} 0`,
});
