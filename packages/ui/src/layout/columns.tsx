import { boxTag, cx, type BoxProps, type BoxTag } from './box';
import { columns, type ColumnTemplate, type ColumnsVariants } from './columns.css';

/** Props of {@link Columns}. */
export type ColumnsProps<T extends BoxTag = 'div'> = BoxProps<T> & {
  /** Space between the columns and rows, a step of `vars.space`. Default `lg` (16 px). */
  gap?: ColumnsVariants['gap'];
  /** Vertical alignment of the cells: `stretch` (default: as tall as the row), `start`, `center`, `end`. */
  alignY?: ColumnsVariants['alignY'];
  /**
   * The columns from a breakpoint up (`xs` 0: every width, `sm` 600, `md` 900, `lg` 1200 px), one column
   * below the smallest given: `{ md: '2/1' }`, `{ sm: 2, lg: 4 }`, `{ xs: 2, lg: 4 }` (two on phones).
   */
  template: Partial<Record<'xs' | 'sm' | 'md' | 'lg', ColumnTemplate>>;
};

/** Side-by-side columns on wide screens, one under the other on phones. */
export function Columns<T extends BoxTag = 'div'>({
  as,
  gap,
  alignY,
  template,
  className,
  ...rest
}: ColumnsProps<T>) {
  const Tag = boxTag(as, 'div');
  return <Tag className={cx(columns({ gap, alignY, ...template }), className)} {...rest} />;
}
