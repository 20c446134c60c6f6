// The `part` attributes the components write themselves (no patching after render): read from
// the JSX of @avios/react's components and screens and of this package, every part written is
// in the list of @avios/react (src/styles/parts.ts, which the manifest and the docs read),
// every listed part is written somewhere, and every node of a class in PARTS carries its part,
// as when the element added the parts after render.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LAYOUT_PARTS, PARTS as PART_LIST } from '../../../react/src/styles/parts';
import { PARTS } from './parts';

const root = (dir: string) => fileURLToPath(new URL(`../../../${dir}`, import.meta.url));
const SOURCES = ['react/src/components', 'react/src/screens', 'elements/src']
  .flatMap((dir) =>
    readdirSync(root(dir), { recursive: true, encoding: 'utf8' }).map((f) => `${root(dir)}/${f}`),
  )
  .filter((file) => file.endsWith('.tsx') && !/\.test(-d)?\.tsx$/.test(file));

interface JsxNode {
  file: string;
  tag: string;
  classes: string[];
  parts: string[];
}

/** The words of every string in an attribute's value (`'a'`, `` `a ${b}` ``, `x ? 'a' : 'b'`). */
function words(value: ts.Node | undefined): string[] {
  if (!value) return [];
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      found.push(...node.text.split(/\s+/).filter(Boolean));
    }
    node.forEachChild(visit);
  };
  visit(value);
  return found;
}

function jsxNodes(file: string): JsxNode[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const nodes: JsxNode[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const attribute = (name: string) =>
        node.attributes.properties.find(
          (p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText(source) === name,
        )?.initializer;
      const tag = node.tagName.getText(source);
      // <Card> writes `card` before the parts it is given
      const implicit = tag === 'Card' ? ['card'] : [];
      nodes.push({
        file,
        tag,
        classes: words(attribute('className')),
        parts: [...implicit, ...words(attribute('part'))],
      });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return nodes;
}

const NODES = SOURCES.flatMap(jsxNodes);
const written = new Set(NODES.flatMap((n) => n.parts));
const listed = [...Object.keys(PART_LIST), ...Object.keys(LAYOUT_PARTS)];

describe('parts written by the components', () => {
  it('reads the components, the screens and the elements', () => {
    expect(SOURCES.length).toBeGreaterThan(50);
    expect(written).toContain('button');
    expect(written).toContain('base');
  });

  it('are all in the list the manifest and the docs read', () => {
    expect([...written].filter((part) => !listed.includes(part))).toEqual([]);
  });

  it('cover the whole list', () => {
    expect(listed.filter((part) => !written.has(part))).toEqual([]);
  });

  it('are on every node of a class that had a part patched in after render', () => {
    const missing = NODES.flatMap((node) =>
      node.classes
        .filter((cls) => PARTS[cls] && !node.parts.includes(PARTS[cls]))
        .map((cls) => `${node.file.split('/packages/')[1]}: <${node.tag} class ${cls}>`),
    );
    expect(missing).toEqual([]);
  });

  it('keep the part names of PARTS (a public export)', () => {
    for (const part of Object.values(PARTS)) expect(PART_LIST).toHaveProperty(part);
  });
});
