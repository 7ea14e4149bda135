import { style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '../../theme';
import { radioDot as radioDotOf } from '../radio-dot.css';
import { soonBadge } from '../soon-badge.css';
import { textArea as textAreaBase } from '../text-area.css';

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

/** The save button's row when the page's title is the tabs' (`withHeader` false). */
export const topSaveRow = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginBottom: vars.space.md,
});

export const floatingSave = style({
  position: 'fixed',
  insetInlineEnd: vars.space.lg,
  insetBlockEnd: vars.space.lg,
  zIndex: 10,
  '@media': { [media.up('md')]: { display: 'none' } },
});

export const radioLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.medium,
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

export const radioDot = radioDotOf(radio, '16px', '5px');

export const soon = style([soonBadge, { marginInlineStart: 'auto' }]);

export const fieldLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.fontWeight.medium,
});

export const textArea = style([textAreaBase, { minHeight: '64px' }]);

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

/** The message length meter (issue 23): a bar green, amber near the limit, red past it. */
export const meter = style({ display: 'grid', gap: vars.space.xxs });
export const meterHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.sm}`,
});
export const meterTrack = style({
  display: 'block',
  height: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceHover,
  overflow: 'hidden',
});
export const meterFill = style({
  display: 'block',
  height: '100%',
  backgroundColor: vars.color.success,
  selectors: {
    [`${meter}[data-state="warning"] &`]: { backgroundColor: vars.color.warning },
    [`${meter}[data-state="over"] &`]: { backgroundColor: vars.color.error },
  },
});
export const meterText = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  selectors: {
    '&[data-state="warning"]': { fontWeight: vars.fontWeight.medium },
    '&[data-state="over"]': { color: vars.color.error, fontWeight: vars.fontWeight.medium },
  },
});

/** The closing suggestion: a soft info box above the closing's field. */
export const suggestion = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.infoSubtle,
  color: vars.color.text,
});
export const suggestionTitle = style({ margin: 0, fontWeight: vars.fontWeight.medium });
