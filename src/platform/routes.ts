/** The site's routes: Portuguese paths, as trainers share them. */
export const ROUTES = {
  home: '/',
  simulator: '/simulador',
  challenge: '/desafio',
  scenarios: '/cenarios',
  knowledge: '/conhecimento',
  procedures: '/procedimentos',
  examples: '/exemplos',
  users: '/usuarios',
  verify: '/verificar',
  machines: '/maquinas',
  inspections: '/inspecoes',
} as const;

/** The page of a machine's lockout procedure (its versions, placard and inspections). */
export function procedurePath(machineId: string): string {
  return `${ROUTES.machines}/${encodeURIComponent(machineId)}/procedimento`;
}

/** Routes that belong to the Knowledge menu (its trigger is highlighted on any of them). */
export const KNOWLEDGE_ROUTES: readonly string[] = [ROUTES.knowledge, ROUTES.procedures, ROUTES.examples];

/** The page of one work order, with its seed, mode and rule set in the query. */
export function scenarioPath(id: string, query: { seed: number; mode: string; ruleSet: string }): string {
  return `${ROUTES.scenarios}/${encodeURIComponent(id)}?semente=${query.seed}&modo=${query.mode}&regras=${query.ruleSet}`;
}
