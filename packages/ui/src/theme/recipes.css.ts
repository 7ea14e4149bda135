import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './vars.css';

// Style fragments shared by the library's components: plain style objects that a component's own
// `style({...})` spreads, then adds what is particular to it (sizes, colours, states). They emit no CSS
// and no class name by themselves, so each class keeps one rule (no new cascade between classes), and
// imported from `.css.ts` files only, they cost no JavaScript.

export { focusRing, focusRingFlush, focusRingInset } from './focus-ring';

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} satisfies StyleRule;

/** A button without the browser's look; the user adds its colours, size and states. */
export const bareButton = {
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
} satisfies StyleRule;

/** A quiet button around one icon (close ×, a field's toggle): muted until hovered. */
export const iconButton = {
  ...bareButton,
  display: 'inline-flex',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
} satisfies StyleRule;

/** A round button `size` wide around one icon (the notifications bell, a picture tile's buttons). */
export const roundButton = (size: string) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: size,
    height: size,
    padding: 0,
    ...bareButton,
    borderRadius: vars.radius.full,
  }) satisfies StyleRule;

/** A heading's text at `size` (headings are 600, spec §1), without the browser's margins. */
export const heading = (size: string) =>
  ({ margin: 0, fontSize: size, fontWeight: vars.fontWeight.heading }) satisfies StyleRule;

/** Secondary text at `size`, without the browser's margins. */
export const mutedText = (size: string) =>
  ({ margin: 0, fontSize: size, color: vars.color.textMuted }) satisfies StyleRule;

/** A row with its first item at the start and its last at the end (a slider's label and value). */
export const splitRow = { display: 'flex', justifyContent: 'space-between' } satisfies StyleRule;

const fieldBorder = {
  borderWidth: vars.sizes.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
} satisfies StyleRule;

/** Form fields: a column of label, bordered control, help and error (text, select, phone, category). */
export const field = {
  /** The column that holds the label, the control and the messages. */
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    width: '100%',
    fontFamily: vars.font.family,
  },
  label: {
    fontSize: vars.font.size.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.text,
  },
  /** The outline of a form control (3:1 against the page). */
  border: fieldBorder,
  /** The bordered box of the control (the input and what stands beside it). */
  control: {
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.sizes.control,
    paddingInline: vars.space.md,
    boxSizing: 'border-box',
    backgroundColor: vars.color.surface,
    ...fieldBorder,
  },
  /** An input that fills the control, which draws the border and the focus. */
  input: {
    flex: 1,
    minWidth: 0,
    border: 'none',
    background: 'transparent',
    outline: 'none',
    fontFamily: 'inherit',
    fontSize: vars.font.size.md,
    color: vars.color.text,
  },
  /** For the input's `'&::placeholder'`. */
  placeholder: { color: vars.color.textMuted, opacity: 1 },
  description: { fontSize: vars.font.size.sm, color: vars.color.textMuted },
  error: { fontSize: vars.font.size.sm, color: vars.color.error },
} satisfies Record<string, StyleRule>;

/** Popovers, menus and list boxes: flat outlined paper with options. */
export const popover = {
  surface: {
    backgroundColor: vars.color.surface,
    borderWidth: vars.sizes.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.divider,
    borderRadius: vars.radius.md,
  },
  /** An option row; the user sets its padding and font size, and its states from `optionStates`. */
  option: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    cursor: 'pointer',
    outline: 'none',
  },
} satisfies Record<string, StyleRule>;

/** The states of a {@link popover} option, for its `selectors`. */
export const optionStates = {
  '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surfaceHover },
  '&[data-selected]': { fontWeight: vars.fontWeight.medium, color: vars.color.primaryText },
} satisfies StyleRule['selectors'];

/** Modal dialogs: a dimmed overlay, the paper, its column of heading (`heading(lg)`), content, actions. */
export const dialog = {
  /** Centres the modal over the dimmed page, `lg` from its edges. */
  overlay: {
    position: 'fixed',
    inset: 0,
    zIndex: 100,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.lg,
    backgroundColor: 'rgb(0 0 0 / 0.45)',
  },
  /** The paper; the user sets its maximum width. */
  surface: {
    width: '100%',
    boxSizing: 'border-box',
    backgroundColor: vars.color.surface,
    borderRadius: vars.radius.md,
    outline: 'none',
  },
  /** The column inside the paper. */
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.xl,
    outline: 'none',
    fontFamily: vars.font.family,
  },
  /** The row of buttons, at the end. */
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
  },
} satisfies Record<string, StyleRule>;

/** react-aria Sliders: a track line under a round thumb. */
export const slider = {
  /** The track, its line `height` thick drawn by `::before`. */
  track: (height: string) =>
    ({
      position: 'relative',
      height: '24px',
      selectors: {
        '&::before': {
          content: '""',
          position: 'absolute',
          insetInline: 0,
          top: '50%',
          height,
          transform: 'translateY(-50%)',
          borderRadius: vars.radius.full,
          backgroundColor: vars.color.divider,
        },
      },
    }) satisfies StyleRule,
  /** The thumb, `size` wide, centred on the track; the user sets its colours. */
  thumb: (size: string) =>
    ({ top: '50%', width: size, height: size, borderRadius: vars.radius.full }) satisfies StyleRule,
};
