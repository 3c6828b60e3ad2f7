// React Router's production build in a form the bundler can tree-shake. Its one big module
// creates its components at the top level with calls that carry no /* @__PURE__ */ mark
// (`var Link = React.forwardRef(…)`, `React.memo`, `React.createContext`) and names them for
// the developer tools (`Link.displayName = "Link"`). To the bundler those are side effects, so
// any one import kept all of it: 11.8 KiB gzip in every first view, framework-mode prefetching,
// forms and fetchers included, where the shop uses the declarative router and a few hooks.
// Marking the calls pure, dropping the names and making the one run-time component property
// (an error boundary's `contextType`) a static field of its class leaves only what is used
// (decision 027).
import type { Plugin } from 'vite';

const PRODUCTION_BUILD = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
/** `var Link = React10.forwardRef(` at the top level of the module. */
const COMPONENT_FACTORY = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
/** `Link.displayName = "Link";` at the top level: a name for the developer tools only. */
const DEVTOOLS_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/** `RenderErrorBoundary.contextType = RSCRouterContext;` after the class. */
const CONTEXT_TYPE = /^(\w+)\.contextType = (\w+);$/gm;

export function treeShakeableReactRouter(code: string): string {
  let out = code.replace(COMPONENT_FACTORY, '$1/* @__PURE__ */ $2').replace(DEVTOOLS_NAME, '');
  for (const [assignment, component = '', context = ''] of code.matchAll(CONTEXT_TYPE)) {
    const declaration = new RegExp(`^(var ${component} = class extends React\\d*\\.Component \\{)$`, 'm');
    // Left as it is if the class is not where this expects it: correct, only not shaken.
    if (!declaration.test(out)) continue;
    out = out.replace(declaration, `$1\n  static contextType = ${context};`).replace(assignment, '');
  }
  return out;
}

export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'veld:react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: PRODUCTION_BUILD },
      handler(code) {
        return { code: treeShakeableReactRouter(code), map: null };
      },
    },
  };
}
