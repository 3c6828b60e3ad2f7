// The part of Twig.js (npm `twig`, which ships no types) the demo's script engine uses (engine.ts).
declare module 'twig' {
  interface Template {
    renderAsync(context: Record<string, unknown>): Promise<string>;
  }
  interface TwigStatic {
    twig(options: { data: string; rethrow?: boolean; id?: string }): Template;
    cache(on: boolean): void;
  }
  const Twig: TwigStatic;
  export default Twig;
}
