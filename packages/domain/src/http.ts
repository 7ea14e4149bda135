/** Request header every unsafe call of the panel carries; the server refuses unsafe calls without it (CSRF defence). */
export const CSRF_HEADER = 'x-panel-request';
/** Value the panel's client sends in {@link CSRF_HEADER}. */
export const CSRF_HEADER_VALUE = '1';
