import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme';
import * as recipes from '../../theme/recipes.css';
import { radioDot } from '../radio-dot.css';

export const overlay = style({ ...recipes.dialog.overlay, padding: vars.space.sm });

const surface = {
  ...recipes.dialog.surface,
  maxHeight: '100%',
  overflow: 'auto',
} as const;

/** The import's paper: wide enough for the preview's tables on a laptop. */
export const modal = style({ ...surface, maxWidth: '880px' });

/** The export's paper: a short form. */
export const narrowModal = style({ ...surface, maxWidth: '560px' });

export const dialog = style({
  ...recipes.dialog.body,
  color: vars.color.text,
  padding: vars.space.lg,
  '@media': { [media.up('sm')]: { padding: vars.space.xl } },
});

export const title = style(recipes.heading(vars.font.size.lg));

export const subtitle = style(recipes.heading(vars.font.size.md));

export const text = style({ margin: 0, fontSize: vars.font.size.sm, lineHeight: 1.5 });

export const muted = style(recipes.mutedText(vars.font.size.sm));

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

// The file's drop zone looks as the pictures' (upload-zone): one style.
export { dropZone, pickButton, pickIcon } from '../../upload-zone/upload-zone.css';

export const fileRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const fileName = style({ fontWeight: vars.fontWeight.medium, wordBreak: 'break-all' });

export const reading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

const spin = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

/** The ring turning while the server reads the file (as the buttons' pending spinner). */
export const spinner = style({
  width: '16px',
  height: '16px',
  flexShrink: 0,
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  borderWidth: vars.sizes.focusRingWidth,
  borderStyle: 'solid',
  borderColor: vars.color.divider,
  borderTopColor: vars.color.primaryText,
  animation: `${spin} 800ms linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' },
  },
});

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const countBase = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
} as const;

export const count = styleVariants({
  create: { ...countBase, backgroundColor: vars.color.successSubtle },
  update: { ...countBase, backgroundColor: vars.color.infoSubtle },
  unchanged: { ...countBase, backgroundColor: vars.color.background },
  errors: { ...countBase, backgroundColor: vars.color.errorSubtle },
  none: { ...countBase, backgroundColor: vars.color.background },
});

export const countNumber = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.fontWeight.heading,
});

const notice = {
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  lineHeight: 1.5,
} as const;

export const info = style({ ...notice, backgroundColor: vars.color.infoSubtle });

export const warningBox = style({
  ...notice,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  backgroundColor: vars.color.warningSubtle,
});

export const alert = style({
  ...notice,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  backgroundColor: vars.color.errorSubtle,
});

export const alertTitle = style({ margin: 0, fontWeight: vars.fontWeight.heading });

export const list = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const url = style({ wordBreak: 'break-all' });

/** A table that scrolls sideways on a phone (focusable, so the keyboard can scroll it). */
export const scroller = style({
  overflowX: 'auto',
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.divider,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': recipes.focusRing },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const th = style({
  padding: vars.space.sm,
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  borderBottomWidth: vars.sizes.borderWidth,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.divider,
});

export const td = style({
  padding: vars.space.sm,
  verticalAlign: 'top',
  borderBottomWidth: vars.sizes.borderWidth,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.divider,
  selectors: { 'tr:last-child > &': { borderBottomWidth: 0 } },
});

export const nowrap = style([td, { whiteSpace: 'nowrap' }]);

export const number = style([td, { whiteSpace: 'nowrap', textAlign: 'end' }]);

export const action = styleVariants({
  create: { color: vars.color.success, fontWeight: vars.fontWeight.medium },
  update: { color: vars.color.primaryText, fontWeight: vars.fontWeight.medium },
  unchanged: { color: vars.color.textMuted },
});

/** 'Descargar errores': a link's look on a button (it downloads, it does not navigate). */
export const linkButton = style({
  ...recipes.bareButton,
  alignSelf: 'flex-start',
  padding: 0,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.primaryText,
  textDecoration: 'underline',
  selectors: {
    '&[data-focus-visible]': { ...recipes.focusRing, borderRadius: vars.radius.md },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
  },
});

export const done = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.successSubtle,
  fontSize: vars.font.size.md,
});

export const actions = style(recipes.dialog.actions);

export const radios = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const radio = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.divider,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': {
      borderColor: vars.color.primaryText,
      backgroundColor: vars.color.primarySubtle,
    },
    '&[data-focus-visible]': recipes.focusRing,
  },
});

export const dot = radioDot(radio, '18px', '6px');

export const radioTexts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const radioLabel = style({ fontWeight: vars.fontWeight.medium });
