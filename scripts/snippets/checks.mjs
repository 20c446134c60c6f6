// The fenced blocks of a markdown file, their skip marker, and the checks of
// scripts/snippets.mjs for the blocks that are not TypeScript: html, css, shell and json. They read the same tables the packages use (the element tags and their
// observed attributes, the configuration an element resolves, the events, parts and theme
// tokens), loaded from the sources with tsx, so a renamed attribute or token fails here.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

/** Attributes any HTML element takes, beside the avios-* element's own. */
const GLOBAL_ATTRIBUTES = new Set(
  'id class style hidden lang dir title tabindex slot part exportparts nonce inert role translate'.split(
    ' ',
  ),
);

/** The tables the checks read, from the packages' sources and manifests. */
export async function loadTables(root) {
  const load = (path) => tsImport(join(root, path), import.meta.url);
  const [config, tags, events, parts, themes] = await Promise.all([
    load('packages/elements/src/shared/config.ts'),
    load('packages/elements/src/shared/tags.ts'),
    load('packages/elements/src/shared/events.ts'),
    load('packages/react/src/styles/parts.ts'),
    load('packages/react/src/styles/themes.ts'),
  ]);
  const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
  const rootPackage = readJson('package.json');
  const workspaces = new Map();
  // the workspaces' own commands: linked into node_modules/.bin only once their built file
  // exists, so a fresh clone checked before its build would not find them there
  const workspaceBins = new Set();
  for (const pattern of rootPackage.workspaces) {
    const dirs = pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2))).map((d) => `${pattern.slice(0, -2)}/${d}`)
      : [pattern];
    for (const dir of dirs.filter((d) => existsSync(join(root, d, 'package.json')))) {
      const manifest = readJson(`${dir}/package.json`);
      workspaces.set(manifest.name, manifest.scripts ?? {});
      const bin = manifest.bin ?? {};
      for (const name of typeof bin === 'string' ? [manifest.name] : Object.keys(bin)) {
        workspaceBins.add(name);
      }
    }
  }
  const elementAttributes = new Map(
    Object.entries(tags.ELEMENT_PROPS).map(([tag, props]) => [
      tag,
      new Set(props.map(tags.attributeName)),
    ]),
  );
  elementAttributes.set('avios-config', new Set(tags.CONFIG_KEYS.map(tags.attributeName)));
  return {
    root,
    resolveConfig: config.resolveConfig,
    elementAttributes,
    events: new Set(events.AVIOS_EVENTS),
    parts: new Set([...Object.keys(parts.PARTS), ...Object.keys(parts.LAYOUT_PARTS)]),
    tokens: new Set(Object.keys(themes.TOKENS)),
    bundles: new Set(
      Object.keys(readJson('packages/elements/package.json').exports).map((k) => k.slice(2)),
    ),
    rootScripts: rootPackage.scripts,
    workspaces,
    workspaceBins,
  };
}

/**
 * The fenced blocks of a markdown file: `line` is the opening fence's line (1-based), `code`
 * the content with the fence's indentation removed.
 */
export function fencedBlocks(markdown) {
  const lines = markdown.split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^( {0,3})(`{3,}|~{3,})(.*)$/.exec(lines[i]);
    if (!open || (open[2][0] === '`' && open[3].includes('`'))) continue;
    const [, indent, fence, infoText] = open;
    const info = infoText.trim();
    const lang = info.split(/\s+/)[0] ?? '';
    const rest = info.slice(lang.length).trim();
    const body = [];
    let j = i + 1;
    const close = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    while (j < lines.length && !close.test(lines[j])) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
      j += 1;
    }
    blocks.push({ line: i + 1, lang: lang.toLowerCase(), rest, code: body.join('\n') });
    i = j;
  }
  return blocks;
}

/** `skip: why` -> { skip: 'why' }; anything else after the language is a mistake. */
export function marker(block) {
  if (block.rest === '') return {};
  const skip = /^skip\b:?(.*)$/.exec(block.rest);
  if (!skip) return { problem: `unknown info string "${block.rest}" (only "skip: <why>")` };
  const why = skip[1].trim();
  return why ? { skip: why } : { problem: 'skipped without a reason ("skip: <why>")' };
}

/** `api-url` -> `apiUrl`: an attribute as the element's property. */
const property = (attribute) => attribute.replace(/-(\w)/g, (_, c) => c.toUpperCase());

function parseAttributes(text) {
  const attributes = new Map();
  for (const m of text.matchAll(/([^\s=>/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attributes.set(m[1], m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attributes;
}

/**
 * Tags and attributes exist; scripts name shipped bundles and existing events; every element
 * (or, alone, the `<avios-config>`) resolves its configuration as in a page.
 */
export function checkHtml(code, tables) {
  const problems = [];
  const html = code.replace(/<!--[\s\S]*?-->/g, '');
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const elements = [];
  let page;
  for (const [, tag, rest] of html.matchAll(/<([a-zA-Z][\w-]*)((?:"[^"]*"|'[^']*'|[^>"'])*)>/g)) {
    const attributes = parseAttributes(rest.replace(/\/\s*$/, ''));
    if (tag === 'script' && attributes.has('src')) {
      const bundle = /(avios-[\w-]+\.js)$/.exec(attributes.get('src'))?.[1];
      if (bundle && !tables.bundles.has(bundle)) {
        problems.push(`<script src> names "${bundle}", which @avios/elements does not ship`);
      }
    }
    if (!tag.startsWith('avios-')) continue;
    const known = tables.elementAttributes.get(tag);
    if (!known) {
      problems.push(`<${tag}> is not an element of @avios/elements`);
      continue;
    }
    for (const name of attributes.keys()) {
      const isGlobal = GLOBAL_ATTRIBUTES.has(name) || /^(data|aria)-/.test(name);
      if (!known.has(name) && !isGlobal) problems.push(`<${tag}> has no attribute "${name}"`);
    }
    const props = Object.fromEntries([...attributes].map(([k, v]) => [property(k), v]));
    if (tag === 'avios-config') page ??= props;
    else elements.push({ tag, props });
  }
  for (const script of scripts) {
    const configured = /configure\(\s*\{([\s\S]*?)\}\s*\)/.exec(script)?.[1];
    if (configured !== undefined) {
      page = { ...page };
      for (const [, key, value] of configured.matchAll(/(\w+)\s*:\s*['"]([^'"]*)['"]/g)) {
        page[key] = value;
      }
    }
    for (const [, name] of script.matchAll(/['"`](avios-[a-z-]+)['"`]/g)) {
      if (!tables.events.has(name) && !tables.elementAttributes.has(name)) {
        problems.push(`a script names "${name}", neither an avios-* event nor an element`);
      }
    }
  }
  const targets = elements.length > 0 ? elements : page ? [{ tag: 'avios-config', props: {} }] : [];
  for (const { tag, props } of targets) {
    const resolved = tables.resolveConfig(props, page ?? {});
    if (!resolved.ok) {
      problems.push(`<${tag}> renders configuration_missing: ${resolved.message}`);
    }
  }
  return problems;
}

/** Elements, parts and custom properties a stylesheet names exist. */
export function checkCss(code, tables) {
  const problems = [];
  const css = code.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [tag] of css.matchAll(/(?<![\w-])avios-[a-z][a-z-]*/g)) {
    if (!tables.elementAttributes.has(tag)) problems.push(`<${tag}> is not an avios-* element`);
  }
  for (const [, names] of css.matchAll(/::part\(([^)]*)\)/g)) {
    for (const part of names.trim().split(/\s+/)) {
      if (!tables.parts.has(part)) problems.push(`no element has the part "${part}"`);
    }
  }
  for (const [token] of css.matchAll(/--avios-[\w-]+/g)) {
    if (!tables.tokens.has(token)) problems.push(`"${token}" is not a theme token`);
  }
  return problems;
}

export function checkJson(code) {
  try {
    JSON.parse(code);
    return [];
  } catch (error) {
    return [`JSON does not parse: ${error.message}`];
  }
}

/** The commands of a shell block, with the offset of the line each one starts on. */
function commands(code) {
  const found = [];
  const lines = code.split('\n');
  const prompted = lines.some((l) => l.startsWith('$ '));
  for (let i = 0; i < lines.length; i += 1) {
    const offset = i + 1;
    let text = lines[i];
    while (text.endsWith('\\') && i + 1 < lines.length) text = text.slice(0, -1) + lines[++i];
    if (prompted) {
      if (!text.startsWith('$ ')) continue;
      text = text.slice(2);
    }
    text = text.replace(/(^|\s)#.*$/, '');
    for (const part of text.split(/&&|\|\||;|\|/)) {
      const words = part.trim().split(/\s+/).filter(Boolean);
      while (words.length > 0 && /^\w+=/.test(words[0])) words.shift();
      if (words.length > 0) found.push({ offset, words });
    }
  }
  return found;
}

/** Positional words and the `-w` workspaces of an npm or npx command line. */
function parseArgs(words) {
  const positional = [];
  const workspaces = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i];
    if (word === '--') {
      break;
    } else if (word === '-w' || word === '--workspace') {
      workspaces.push(words[++i]);
    } else if (/^(-w|--workspace)=/.test(word)) {
      workspaces.push(word.slice(word.indexOf('=') + 1));
    } else if (!word.startsWith('-')) {
      positional.push(word);
    }
  }
  return { positional, workspaces };
}

/** npm scripts, npx bins, node files and test paths a shell block names exist. */
export function checkShell(code, tables) {
  const problems = [];
  const exists = (path) => existsSync(join(tables.root, path));
  for (const { offset, words } of commands(code)) {
    const [command, ...args] = words;
    const fail = (message) => problems.push({ offset, message });
    if (command === 'npm') {
      const { positional, workspaces } = parseArgs(args);
      const [sub, name] = positional;
      const script =
        sub === 'run' || sub === 'run-script'
          ? name
          : ['start', 'test'].includes(sub)
            ? sub
            : undefined;
      if ((sub === 'run' || sub === 'run-script') && !name) fail('`npm run` without a script');
      if (!script) continue;
      const owners = workspaces.length > 0 ? workspaces : ['(root)'];
      for (const owner of owners) {
        const scripts = owner === '(root)' ? tables.rootScripts : tables.workspaces.get(owner);
        if (!scripts) fail(`no workspace "${owner}"`);
        else if (!(script in scripts))
          fail(`"${script}" is not a script of ${owner === '(root)' ? 'package.json' : owner}`);
      }
    } else if (command === 'npx') {
      const { positional } = parseArgs(args);
      const [bin, ...rest] = positional;
      if (!bin || !(exists(`node_modules/.bin/${bin}`) || tables.workspaceBins.has(bin))) {
        fail(`npx ${bin ?? ''}: not a bin the repository installs`);
      } else if (bin === 'vitest' || bin === 'playwright') {
        for (const path of rest.filter((p) => p.includes('/'))) {
          if (!exists(path)) fail(`${bin}: "${path}" does not exist`);
        }
      }
    } else if (command === 'node') {
      const file = args.find((a) => !a.startsWith('-'));
      if (file && !exists(file)) fail(`node ${file}: no such file`);
    }
  }
  return problems;
}
