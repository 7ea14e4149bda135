/**
 * What a screen's `onSave` rejects with when the server refused one of its fields, e.g.
 * `{ field: 'phone' }` for a number the server finds invalid: the screen shows that field's message at
 * the field instead of its general failure.
 */
export interface FieldRefusal<Field extends string = string> {
  field: Field;
}

/** The field of a {@link FieldRefusal} among `fields`; null for any other rejection. */
export function refusedField<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Field | null {
  if (typeof error !== 'object' || error === null) return null;
  const { field } = error as { field?: unknown };
  return fields.find((known) => known === field) ?? null;
}
