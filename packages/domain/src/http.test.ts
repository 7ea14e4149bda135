import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from './http';

describe('CSRF header', () => {
  it('is the header and value the panel and the server agree on', () => {
    // Both sides import these constants, so only a fixed expectation catches a changed wire format
    // (an older panel still open in a tab would have every save refused).
    expect(CSRF_HEADER).toBe('x-panel-request');
    expect(CSRF_HEADER_VALUE).toBe('1');
    expect(new Headers({ [CSRF_HEADER]: CSRF_HEADER_VALUE }).get('X-Panel-Request')).toBe('1');
  });
});
