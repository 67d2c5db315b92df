import type { Plugin, Rollup } from 'vite';

/**
 * The signed-in pages' frame in one chunk instead of some fifty (decision 0034, "Later"). Rollup gives
 * each set of lazy routes that share code a chunk of its own, so a signed-in page fetched the query
 * cache, the schema library, the toaster, the guards, the shell and many an icon and card as
 * separate files; a phone waits a round trip for each six of them. Here each group becomes one
 * chunk: the modules its roots use through static imports, less those the entry chunk and the
 * landing page use (`outside`), so that neither ever loads a group (the landing budget). What no
 * group takes is left to Rollup, as before.
 *
 * A used module is taken whole, as Rollup puts a module in one chunk whole, with all it imports. An
 * index that only passes names on (`export { x } from`, `export *`) is followed for the names asked
 * of it alone: `import { useSession } from '@/features/auth'` uses the module that declares
 * `useSession`, not every module the index re-exports. Reading indexes whole would make the entry's
 * one import from the domain's index seem to use the whole domain, and no group could hold any of
 * it. A module of a package that may have side effects is used as soon as it is imported, if it has a
 * top-level statement that may run something. `generateBundle` checks that neither the entry nor the
 * landing page loads a group.
 */
export function firstScreenChunks(options: {
  groups: Record<string, string[]>;
  outside: string[];
  /**
   * Also writes this page: index.html with a `modulepreload` of the groups, which the server sends
   * for every path that loads them (all but the landing page: apps/server/src/plugins/web-app.ts).
   * The browser then fetches them with the entry instead of after the entry has run.
   */
  preloadingPage?: string;
}): Plugin {
  const chunkOf = new Map<string, string>();
  return {
    name: 'pokerhome:first-screen-chunks',
    apply: 'build',
    // After index.html is written into the bundle, which `preloadingPage` copies.
    enforce: 'post',
    async buildEnd(error) {
      if (error) return;
      const graph = await readGraph(this);
      const held = uses(graph, options.outside);
      for (const [group, roots] of Object.entries(options.groups)) {
        for (const id of uses(graph, roots)) {
          if (held.has(id)) continue;
          held.add(id);
          chunkOf.set(id, group);
        }
      }
    },
    outputOptions(output) {
      return { ...output, onlyExplicitManualChunks: true, manualChunks: (id: string) => chunkOf.get(id) };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      const groupFiles = new Set(chunks.filter((c) => c.name in options.groups).map((c) => c.fileName));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      for (const chunk of chunks) {
        if (!chunk.isEntry && !options.outside.includes(chunk.facadeModuleId ?? '')) continue;
        const loads = new Set<string>();
        const visit = (file: string) => {
          if (loads.has(file)) return;
          loads.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        visit(chunk.fileName);
        const grouped = [...loads].filter((file) => groupFiles.has(file));
        if (grouped.length > 0)
          this.error(`${chunk.fileName} (${chunk.name}) loads the group chunk(s) ${grouped.join(', ')}`);
      }
      if (!options.preloadingPage) return;
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('no index.html in the bundle to copy');
      const links = [...groupFiles].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      this.emitFile({
        type: 'asset',
        fileName: options.preloadingPage,
        source: String(index.source).replace('</head>', `${links.join('')}</head>`),
      });
    },
  };
}

type Node = { type: string; [key: string]: unknown };

type ModuleShape = {
  /** No syntax tree to read (not JavaScript): it uses all it imports. */
  opaque: boolean;
  /** Its package may have side effects: importing it runs its effectful statements. */
  sideEffects: boolean;
  /** One of its top-level statements may run something when it loads. */
  effects: boolean;
  /** Local name -> the module and the name it is imported from ('*': the namespace). */
  imported: Map<string, { id: string; name: string }>;
  /** Modules imported for their effect alone (`import './x.css'`). */
  bare: string[];
  /** Exported name -> local name. */
  exported: Map<string, string>;
  /** Exported name -> the module and name it is re-exported from. */
  reexported: Map<string, { id: string; name: string }>;
  starFrom: string[];
};

type Graph = Map<string, ModuleShape>;
type Context = Rollup.PluginContext;

const text = (node: unknown) => {
  const n = node as { name?: string; value?: unknown } | null;
  return n ? String(n.name ?? n.value) : '';
};

/** An initializer that runs nothing when evaluated: a function, a literal, an object or array of those. */
function isInert(node: Node | null | undefined): boolean {
  if (!node) return true;
  switch (node.type) {
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
    case 'ClassExpression':
    case 'Literal':
    case 'Identifier':
      return true;
    case 'TemplateLiteral':
      return (node.expressions as Node[]).length === 0;
    case 'ArrayExpression':
      return (node.elements as Node[]).every((e) => isInert(e));
    case 'ObjectExpression':
      return (node.properties as Node[]).every(
        (p) => p.type === 'Property' && !p.computed && isInert(p.value as Node),
      );
    case 'UnaryExpression':
      return isInert(node.argument as Node);
    default:
      return false;
  }
}

/** Whether a top-level statement (not an import or export-from) may run something when the module loads. */
function mayRun(node: Node): boolean {
  if (node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') return false;
  if (node.type === 'VariableDeclaration')
    return (node.declarations as Node[]).some((d) => !isInert(d.init as Node));
  return true;
}

async function readGraph(context: Context): Promise<Graph> {
  const graph: Graph = new Map();
  for (const id of context.getModuleIds()) {
    const info = context.getModuleInfo(id);
    if (!info || info.isExternal) continue;
    const shape: ModuleShape = {
      opaque: false,
      sideEffects: info.moduleSideEffects !== false,
      effects: false,
      imported: new Map(),
      bare: [],
      exported: new Map(),
      reexported: new Map(),
      starFrom: [],
    };
    graph.set(id, shape);
    const body = (info.ast as { body?: Node[] } | null)?.body;
    if (!body) {
      shape.opaque = true;
      shape.bare.push(...info.importedIds);
      continue;
    }
    const resolve = async (source: unknown) => (await context.resolve(text(source), id))?.id;
    for (const node of body) {
      if (node.type === 'ImportDeclaration') {
        const from = await resolve(node.source);
        if (!from) continue;
        const specifiers = node.specifiers as Node[];
        if (specifiers.length === 0) shape.bare.push(from);
        for (const s of specifiers) {
          const name =
            s.type === 'ImportDefaultSpecifier'
              ? 'default'
              : s.type === 'ImportNamespaceSpecifier'
                ? '*'
                : text(s.imported);
          shape.imported.set(text(s.local), { id: from, name });
        }
      } else if (node.type === 'ExportAllDeclaration') {
        const from = await resolve(node.source);
        if (!from) continue;
        if (node.exported) shape.reexported.set(text(node.exported), { id: from, name: '*' });
        else shape.starFrom.push(from);
      } else if (node.type === 'ExportNamedDeclaration' && node.source) {
        const from = await resolve(node.source);
        if (!from) continue;
        for (const s of node.specifiers as Node[])
          shape.reexported.set(text(s.exported), { id: from, name: text(s.local) });
      } else if (node.type === 'ExportNamedDeclaration') {
        for (const s of node.specifiers as Node[]) shape.exported.set(text(s.exported), text(s.local));
        const declaration = node.declaration as Node | null;
        if (declaration) {
          shape.effects ||= mayRun(declaration);
          const ids =
            declaration.type === 'VariableDeclaration'
              ? (declaration.declarations as Node[]).map((d) => d.id as Node)
              : [declaration.id as Node];
          for (const id of ids) shape.exported.set(text(id), text(id));
        }
      } else if (node.type === 'ExportDefaultDeclaration') {
        const declaration = node.declaration as Node;
        shape.effects ||= !(declaration.type.endsWith('Declaration') || isInert(declaration));
        shape.exported.set('default', 'default');
      } else if (!(node.type === 'ExpressionStatement' && node.directive)) {
        // ('use client' and the like are directives, not code.)
        shape.effects ||= mayRun(node);
      }
    }
  }
  return graph;
}

/**
 * The modules the roots use. A module is used once something of its own is asked for, or, if its
 * package may have side effects, once it is imported at all and has a statement that may run
 * something. Rollup puts a module in one chunk whole, so a used module is taken whole: all it imports
 * is used. A pure re-export is followed only for the names asked of it.
 */
function uses(graph: Graph, roots: string[]): Set<string> {
  const used = new Set<string>();
  const asked = new Map<string, Set<string | null>>();
  const toVisit: Array<{ id: string; name: string | null }> = roots.map((id) => ({ id, name: '*' }));
  for (let next = toVisit.pop(); next; next = toVisit.pop()) {
    const { id, name } = next;
    const shape = graph.get(id);
    if (!shape) continue;
    const before = asked.get(id) ?? new Set<string | null>();
    asked.set(id, before);
    if (before.has(name) || (before.has('*') && used.has(id))) continue;
    before.add(name);
    // `import { a } from './a'; export { a }` passes `a` on, like a re-export.
    const local = name === null ? undefined : shape.exported.get(name);
    const passed = local === undefined ? undefined : shape.imported.get(local);
    const own = name === '*' || (local !== undefined && !passed);
    const runs = shape.sideEffects && (shape.opaque || shape.effects);
    if (!used.has(id) && (own || runs)) {
      used.add(id);
      for (const from of shape.bare) toVisit.push({ id: from, name: '*' });
      for (const from of shape.imported.values()) toVisit.push(from);
    }
    // Imported at all, a module that may have side effects runs the modules it imports.
    if (before.size === 1 && shape.sideEffects) {
      for (const from of shape.bare) toVisit.push({ id: from, name: null });
      for (const { id: from } of shape.imported.values()) toVisit.push({ id: from, name: null });
      for (const { id: from } of shape.reexported.values()) toVisit.push({ id: from, name: null });
      for (const from of shape.starFrom) toVisit.push({ id: from, name: null });
    }
    if (name === null || own) {
      if (name === '*') {
        for (const from of shape.reexported.values()) toVisit.push(from);
        for (const from of shape.starFrom) toVisit.push({ id: from, name: '*' });
      }
      continue;
    }
    const re = passed ?? shape.reexported.get(name);
    if (re) toVisit.push(re);
    else if (name !== 'default')
      for (const from of shape.starFrom) if (provides(graph, from, name)) toVisit.push({ id: from, name });
  }
  return used;
}

function provides(graph: Graph, id: string, name: string, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const shape = graph.get(id);
  if (!shape) return false;
  if (shape.exported.has(name) || shape.reexported.has(name)) return true;
  return shape.starFrom.some((from) => provides(graph, from, name, seen));
}
