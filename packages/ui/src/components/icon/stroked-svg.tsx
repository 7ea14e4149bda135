import type { SVGProps } from 'react';

type SvgProps = Omit<SVGProps<SVGSVGElement>, 'name'>;

/** Props of an icon set's component ({@link Icon}, `Glyph`). */
export interface StrokedIconProps<Name extends string> extends SvgProps {
  /** Which icon of the set. */
  name: Name;
  /** Size in CSS units; defaults to 1.25em so it follows the text. */
  size?: string;
}

/**
 * One path on a 24 px grid, stroked with currentColor: what every icon set draws. Decorative
 * (`aria-hidden`): the control or text beside it carries the accessible name.
 */
export function StrokedSvg({
  d,
  size = '1.25em',
  ...props
}: SvgProps & { d: string; size?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}
