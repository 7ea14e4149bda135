import { boxTag, cx, type BoxProps, type BoxTag } from './box';
import { stack, type StackVariants } from './stack.css';

/** Props of {@link Stack}. */
export type StackProps<T extends BoxTag = 'div'> = BoxProps<T> & {
  /** Space between the blocks, a step of `vars.space`. Default `lg` (16 px). */
  gap?: StackVariants['gap'];
  /** Horizontal alignment of the blocks. Default `stretch` (full width). */
  align?: StackVariants['align'];
};

/** Blocks one under the other with one gap between them. */
export function Stack<T extends BoxTag = 'div'>({
  as,
  gap,
  align,
  className,
  ...rest
}: StackProps<T>) {
  const Tag = boxTag(as, 'div');
  return <Tag className={cx(stack({ gap, align }), className)} {...rest} />;
}
