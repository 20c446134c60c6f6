// dist/custom-elements.json (custom elements manifest, schema 2.1.0), so editors and catalogues
// know every tag: one module per row of the element table (src/elements.ts: its summary and
// the events it fires), attributes and properties from the props interfaces and their JSDoc,
// each event's description from its comment in src/shared/events.ts `AviosEventDetails`,
// parts and custom properties (design tokens) from @avios/react's src/styles/parts.ts and
// themes.ts. Syntax only (no type checker): it reads a few files of this package and two of
// @avios/react. build.mjs writes it (`manifestOf`).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { pascalName } from './table.mjs';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const parse = (file) =>
  ts.createSourceFile(file, readFileSync(here(file), 'utf8'), ts.ScriptTarget.Latest, true);

const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const commentOf = (node) =>
  ts
    .getJSDocCommentsAndTags(node)
    .filter(ts.isJSDoc)
    .map((d) => ts.getTextOfJSDocComment(d.comment) ?? '')
    .join('\n')
    .trim();

function interfaceMembers(file, name) {
  const source = parse(file);
  let found;
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === name) found = node;
  });
  if (!found) throw new Error(`${name} not found in ${file}`);
  return found.members
    .filter(ts.isPropertySignature)
    .map((m) => ({
      name: ts.isStringLiteral(m.name) ? m.name.text : m.name.getText(source),
      doc: commentOf(m),
    }))
    .filter((m) => m.name !== 'container');
}

function attributeOf({ name, doc }) {
  const defaultMatch = doc.match(/Defaults to (.+?)\.?$/s);
  return {
    name: kebab(name),
    fieldName: name,
    type: { text: 'string | undefined' },
    description: doc,
    ...(defaultMatch ? { default: defaultMatch[1].replace(/\s+/g, ' ') } : {}),
  };
}

/** Event name -> its description: the comments of `AviosEventDetails`' members. */
const eventDescriptions = new Map(
  interfaceMembers('src/shared/events.ts', 'AviosEventDetails').map((m) => [m.name, m.doc]),
);
const eventsOf = (row) =>
  [...eventDescriptions.keys()]
    .filter((name) => row.events.includes(name))
    .map((name) => ({
      name,
      description: eventDescriptions.get(name),
      type: { text: 'CustomEvent' },
    }));

const shared = interfaceMembers('src/shared/config.ts', 'ElementConfigProps');
// Parts and custom properties from @avios/react's tables (plain data modules, no run-time
// imports): transpiled on their own and imported, so the manifest lists what the code writes.
async function importTs(file) {
  const { outputText } = ts.transpileModule(readFileSync(here(file), 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}
const { PARTS } = await importTs('../react/src/styles/parts.ts');
const parts = Object.entries(PARTS).map(([name, description]) => ({ name, description }));
const { TOKENS, TOKEN_DESCRIPTIONS } = await importTs('../react/src/styles/themes.ts');
// the CSS syntax of a token, for editors that offer a colour picker or a length
const syntaxOf = (name) =>
  [
    [/^--avios-color-/, '<color>'],
    [/^--avios-font-family/, '*'],
    [/^--avios-font-weight-|^--avios-line-height$/, '<number>'],
    [/^--avios-field-columns$/, '<integer>'],
  ].find(([pattern]) => pattern.test(name))?.[1] ?? '<length>';
const cssProperties = Object.entries(TOKENS).map(([name, value]) => ({
  name,
  description: TOKEN_DESCRIPTIONS[name],
  syntax: syntaxOf(name),
  // one value for every partner, or each partner's brand value
  default:
    typeof value === 'string'
      ? value
      : Object.entries(value)
          .map(([partner, v]) => `${v} (${partner})`)
          .join(', '),
}));

/** The manifest of the element table's `elements`. */
export function manifestOf(elements) {
  const modules = elements.map((el) => {
    const component = pascalName(el.tag);
    const className = `${component}Element`;
    const own = interfaceMembers(`src/${el.tag}/${component}.tsx`, `${component}Props`);
    const attributes = [...shared, ...own].map(attributeOf);
    return {
      kind: 'javascript-module',
      path: `dist/${el.tag}.js`,
      declarations: [
        {
          kind: 'class',
          customElement: true,
          name: className,
          tagName: el.tag,
          summary: el.summary,
          attributes,
          members: [
            ...attributes.map((a) => ({
              kind: 'field',
              name: a.fieldName,
              type: a.type,
              description: a.description,
              attribute: a.name,
            })),
            // readiness a host can ask for at any time (shared/readiness.ts, docs/elements.md)
            {
              kind: 'field',
              name: 'ready',
              type: { text: 'Promise<AviosReadyDetail>' },
              readonly: true,
              description:
                'Resolves with the avios-ready detail once the element has rendered its first content, however late it is awaited.',
            },
            {
              kind: 'field',
              name: 'isReady',
              type: { text: 'boolean' },
              readonly: true,
              description:
                'Whether the element has rendered its first content (avios-ready fired).',
            },
          ],
          events: eventsOf(el),
          cssParts: parts,
          cssProperties,
          superclass: { name: 'HTMLElement' },
        },
      ],
      exports: [
        { kind: 'custom-element-definition', name: el.tag, declaration: { name: className } },
      ],
    };
  });

  // <avios-config>: every bundle registers it; its attributes configure every element
  const configAttributes = shared.map(attributeOf);
  modules.push({
    kind: 'javascript-module',
    path: 'dist/avios-elements.js',
    declarations: [
      {
        kind: 'class',
        customElement: true,
        name: 'AviosConfigElement',
        tagName: 'avios-config',
        summary:
          'Renders nothing; its attributes configure every avios-* element on the page (an element’s own attributes win). `environment="sandbox"` is the local sandbox.',
        attributes: configAttributes,
        superclass: { name: 'HTMLElement' },
      },
    ],
    exports: [
      {
        kind: 'custom-element-definition',
        name: 'avios-config',
        declaration: { name: 'AviosConfigElement' },
      },
    ],
  });

  return { schemaVersion: '2.1.0', modules };
}
