/** Country and calling-code pickers (account, checkout). */
export const countryPicker = {
  /** ours: search box of the picker list. */
  searchPlaceholder: 'Buscar país',
  /** ours: empty result of the search. */
  noResults: 'No se encontraron países.',
  /** ours: hidden start of the picker button's name (the visible calling code follows). */
  selected: (label: string, country: string) => `${label}: ${country}`,
  /** ours: label of the country list. */
  listLabel: 'Países',
  /** ours: a number that is not a valid mobile number of the chosen country (refused before sending). */
  phoneInvalid: (country: string) => `Este número no es válido para ${country}.`,
} as const;
