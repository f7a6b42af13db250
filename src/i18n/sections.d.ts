// Parts of a locale file, served by scripts/vite-locale-sections.ts.
declare module '*.json?omit=simulator,challenge,scenarios,mistakes,certificate,verify,editor,procedure,users,pages:content,pages:knowledge,pages:procedures,pages:examples' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?only=simulator' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?only=challenge' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?only=scenarios' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?only=mistakes' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?only=certificate' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?only=verify' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?only=editor' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?only=procedure' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?only=users' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?pick=simulator.defaultOperator' {
  const text: string;
  export default text;
}
