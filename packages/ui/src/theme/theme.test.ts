import { describe, expect, it } from 'vitest';
import { toastSettings } from '../provider/toast-settings';
import { breakpointNames, breakpoints, media } from './breakpoints';
import { vars } from './vars.css';

describe('theme', () => {
  it('has the spec breakpoints', () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(breakpointNames).toEqual(['xs', 'sm', 'md', 'lg', 'xl']);
  });

  it('builds mobile-first media queries that never overlap', () => {
    expect(media.up('md')).toBe('screen and (min-width: 900px)');
    expect(media.down('md')).toBe('screen and (max-width: 899.98px)');
    expect(media.between('sm', 'lg')).toBe(
      'screen and (min-width: 600px) and (max-width: 1199.98px)',
    );
  });

  it('exposes stable, prefixed CSS variable names', () => {
    expect(vars.color.primary).toBe('var(--panel-color-primary)');
    expect(vars.radius.md).toBe('var(--panel-radius-md)');
    expect(vars.sizes.formColumn).toBe('var(--panel-sizes-formColumn)');
    expect(vars.font.size.md).toBe('var(--panel-font-size-md)');
  });

  it('keeps the spec toast settings', () => {
    expect(toastSettings).toEqual({
      duration: 4000,
      visibleToasts: 3,
      width: 356,
      gap: 14,
      swipeThreshold: 20,
      removalDelay: 200,
    });
  });
});
