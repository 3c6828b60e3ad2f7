// The app's files the demo backend imports as text (scripts.ts; demo-backend/wrangler.toml's Text rule).
declare module '*.twig' {
  const text: string;
  export default text;
}
declare module '*.xml' {
  const text: string;
  export default text;
}
