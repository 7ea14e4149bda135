/** /users: its content is not shown by the spec. */
export const users = {
  /** ours: title of the users screen. */
  title: 'Usuarios',
  /** ours: the coming-soon placeholder. */
  comingSoonTitle: 'Muy pronto',
  comingSoon:
    'Pronto podrás invitar a tu equipo y decidir qué puede hacer cada persona en tu tienda.',
} as const;
