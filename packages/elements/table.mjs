// The element table (src/elements.ts) as the Node scripts read it, and what each derives from
// it: the bundles and their entries (build.mjs), the module the bundles get in the table's
// place (its run-time columns only), the names custom-elements.json gives each element
// (manifest.mjs), and the size budgets (scripts/size.mjs). src/elements.test.ts checks them.
import { tsImport } from 'tsx/esm/api';

/** The table's rows and run-time columns, loaded from the TypeScript source. */
export async function loadTable() {
  const { ELEMENTS, RUNTIME_EXPORTS } = await tsImport('./src/elements.ts', import.meta.url);
  return { elements: ELEMENTS, runtimeExports: RUNTIME_EXPORTS };
}

/** `avios-purchase` -> `AviosPurchase`: the screen component, `AviosPurchaseProps` its props. */
export const pascalName = (tag) =>
  tag
    .split('-')
    .map((word) => `${word[0].toUpperCase()}${word.slice(1)}`)
    .join('');

/** Bundle name -> its entry: one bundle per element (its define.ts), then all of them. */
export const entriesOf = (elements) => ({
  ...Object.fromEntries(elements.map(({ tag }) => [tag, `src/${tag}/define.ts`])),
  'avios-elements': 'src/all.ts',
});

/**
 * What the bundles get in place of src/elements.ts: its run-time exports, each a column by kind
 * (the tag without `avios-`) in a module of its own (`source`), so that each goes only where it is used (the loader has
 * no screens), and `table`, the module that re-exports them.
 */
export function runtimeTable({ elements, runtimeExports }) {
  const names = Object.keys(runtimeExports);
  const source = Object.fromEntries(
    Object.entries(runtimeExports).map(([name, column]) => {
      const byKind = Object.fromEntries(
        elements.map((row) => [row.tag.slice('avios-'.length), row[column]]),
      );
      return [name, `export const ${name} = ${JSON.stringify(byKind)};\n`];
    }),
  );
  const table = names.map((name) => `export { ${name} } from '${RUNTIME_ID}${name}';\n`).join('');
  return { table, source };
}

/** The prefix of the ids of the run-time table's modules. */
export const RUNTIME_ID = '\0avios-table:';

/** The elements whose first render from the loader has a budget (the loader's `runtime` chunk). */
export const firstRenderTags = (elements) =>
  elements.filter((row) => row.budget?.fromLoaderKb !== undefined).map((row) => row.tag);

/**
 * Each element's size budgets (scripts/size.mjs): its own bundle, then the budgets beside
 * them (`others`, e.g. all elements in one script, the loader), then a page with the loader
 * and one element, to its first render.
 */
export const budgetsOf = (elements, others) => [
  ...elements
    .filter((row) => row.budget)
    .map(({ tag, budget }) => ({
      name: tag,
      limitKb: budget.kb,
      what: `<${tag}> with everything to show ${budget.shows}`,
    })),
  ...others,
  ...elements
    .filter((row) => row.budget?.fromLoaderKb !== undefined)
    .map(({ tag, budget }) => ({
      name: `${tag} from the loader`,
      limitKb: budget.fromLoaderKb,
      what: `a page with <${tag}> and the loader, to its first priced render`,
    })),
];
