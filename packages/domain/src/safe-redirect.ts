// Where a `redirectTo` value may send the user after sign-in: a path of the panel, never another origin.

/** The origin the check resolves against; any value that leaves it is refused. */
const HERE = 'https://panel.invalid';

/**
 * A `redirectTo` value that stays inside the panel, else '/'. Refused: anything not starting with one
 * '/', protocol-relative `//host`, and what browsers turn into it — backslashes (`/\host`, `\/host`),
 * control characters and whitespace (a tab or newline inside `/\t/host` is dropped by the URL parser),
 * and the same tricks percent-encoded (`/%5Chost`, `/%2F%2Fhost`), decoded as often as they nest.
 */
export function safeRedirect(value: string | null): string {
  if (!value || value.length > 2048) return '/';
  let decoded = value;
  for (let i = 0; i < 5; i++) {
    if (!isLocalPath(decoded)) return '/';
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      // A lone '%' (`?q=50%25` once decoded): nothing further can be decoded from it.
      return value;
    }
    if (next === decoded) return value;
    decoded = next;
  }
  return '/';
}

function isLocalPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\\\u0000-\u0020\u007f-\u009f]/.test(value)) return false;
  try {
    return new URL(value, HERE).origin === HERE;
  } catch {
    return false;
  }
}
