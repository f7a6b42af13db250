/** The site's routes: Portuguese paths, as trainers share them. */
export const ROUTES = {
  home: '/',
  simulator: '/simulador',
  challenge: '/desafio',
  knowledge: '/conhecimento',
  procedures: '/procedimentos',
  examples: '/exemplos',
  users: '/usuarios',
} as const;

/** Routes that belong to the Knowledge menu (its trigger is highlighted on any of them). */
export const KNOWLEDGE_ROUTES: readonly string[] = [ROUTES.knowledge, ROUTES.procedures, ROUTES.examples];
