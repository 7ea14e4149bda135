import { boxTag, cx, type BoxProps, type BoxTag } from './box';
import { inline, type InlineVariants } from './inline.css';

/** Props of {@link Inline}. */
export type InlineProps<T extends BoxTag = 'div'> = BoxProps<T> & {
  /** Space between the items, a step of `vars.space`. Default `sm` (8 px). */
  gap?: InlineVariants['gap'];
  /** Vertical alignment of the items. Default `center`. */
  alignY?: InlineVariants['alignY'];
  /** Where the items sit along the row: `start` (default), `end`, or spread `between`. */
  justify?: InlineVariants['justify'];
  /** Move items to a new line when the row is full. Default true. */
  wrap?: boolean;
};

/** Items side by side in a row that wraps. */
export function Inline<T extends BoxTag = 'div'>({
  as,
  gap,
  alignY,
  justify,
  wrap,
  className,
  ...rest
}: InlineProps<T>) {
  const Tag = boxTag(as, 'div');
  return <Tag className={cx(inline({ gap, alignY, justify, wrap }), className)} {...rest} />;
}
