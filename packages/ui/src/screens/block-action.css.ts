import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/**
 * A link or button drawn as a block with text (a quick-access card, a sidebar entry): the page's text
 * rather than the browser's button or link look. Compose it with the block's own frame.
 */
export const blockAction = style({
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
});
