import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { BUILTIN_PACKS, type PackFile } from './builtin.ts';
import { compilePack } from './compile.ts';
import { createDetector } from './detect.ts';
import { SectorPackSchema, type SectorPack } from './schema.ts';
import type { CompiledPack, PackLoadProblem, PackRegistry, PackSource } from './types.ts';

export const GENERIC_PACK_ID = '_generic';
/** The schema file may sit beside operator packs (editors use it); it is not a pack. */
const SCHEMA_FILE_NAME = 'pack.schema.json';
/** A pack is a few kilobytes; anything far larger is a mistake, not a pack. */
const MAX_PACK_BYTES = 1024 * 1024;
/** Enough errors to fix a file in one pass without flooding the log. */
const MAX_REASONS = 5;

const packChecker = TypeCompiler.Compile(SectorPackSchema);

/** Last resort when even the bundled `_generic` is unusable: detection still needs something to fall back to. */
const MINIMAL_GENERIC: SectorPack = {
  id: GENERIC_PACK_ID,
  label: 'Generic',
  signals: { fields: [] },
  synonyms: {},
  defaultMetrics: [],
  dateFields: [],
  entities: [],
  vocabularies: {},
};

export interface LoadRegistryOptions {
  /** Operator directory (`SECTOR_PACKS_DIR`): every `*.json` in it adds a pack or replaces the one with its id. */
  readonly dir?: string;
  /** Called once per problem as it is found (the same problems end up in `registry.problems`). */
  readonly log?: (problem: PackLoadProblem) => void;
}

/** Schema check with a reason precise enough to fix the file: "/synonyms/revenue: Expected array". */
export function validatePack(value: unknown): { pack: SectorPack } | { reason: string } {
  if (packChecker.Check(value)) return { pack: value };
  // First error per path: a missing member also fails its own type check, which would only repeat the news.
  const firstByPath = new Map<string, string>();
  for (const error of packChecker.Errors(value)) if (!firstByPath.has(error.path)) firstByPath.set(error.path, error.message);
  const reasons = [...firstByPath].map(([path, message]) => `${path || '/'}: ${message}`);
  const more = reasons.length - MAX_REASONS;
  return { reason: reasons.slice(0, MAX_REASONS).join('; ') + (more > 0 ? `; and ${more} more` : '') };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** One operator file, parsed; an unreadable, oversized or non-JSON file becomes a problem instead. */
function readPackFile(path: string): PackFile | PackLoadProblem {
  let text: string;
  try {
    const size = statSync(path).size;
    if (size > MAX_PACK_BYTES) return { path, reason: `file too large (${size} bytes, limit ${MAX_PACK_BYTES})` };
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return { path, reason: `cannot read file: ${errorMessage(error)}` };
  }
  try {
    return { path, data: JSON.parse(text) };
  } catch (error) {
    return { path, reason: `invalid JSON: ${errorMessage(error)}` };
  }
}

/** Paths of the operator directory's `*.json` files, sorted so that which of two same-id files wins is stable. */
function listOperatorFiles(dir: string, report: (problem: PackLoadProblem) => void): string[] {
  try {
    if (!statSync(dir).isDirectory()) {
      report({ path: dir, reason: 'not a directory' });
      return [];
    }
    return readdirSync(dir)
      .filter((name) => name.endsWith('.json') && name !== SCHEMA_FILE_NAME)
      .sort()
      .map((name) => join(dir, name));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    report({ path: dir, reason: code === 'ENOENT' ? 'directory not found' : `cannot read directory: ${errorMessage(error)}` });
    return [];
  }
}

/**
 * Built-in packs, then operator packs over them (same id replaces). Never throws: every bad file is reported
 * as {path, reason} and skipped; `_generic` always exists. All indexes are built here, once.
 */
export function loadRegistry(options: LoadRegistryOptions = {}): PackRegistry {
  const problems: PackLoadProblem[] = [];
  const report = (problem: PackLoadProblem) => {
    problems.push(problem);
    options.log?.(problem);
  };
  const packs = new Map<string, CompiledPack>();
  const origins = new Map<string, string>();

  const accept = (file: PackFile, source: PackSource) => {
    const checked = validatePack(file.data);
    if ('reason' in checked) {
      report({ path: file.path, reason: checked.reason });
      return;
    }
    const earlier = origins.get(checked.pack.id);
    if (source === 'operator' && earlier && packs.get(checked.pack.id)?.source === 'operator') {
      report({ path: file.path, reason: `id "${checked.pack.id}" also defined in ${earlier}; this file replaces it` });
    }
    packs.set(checked.pack.id, compilePack(checked.pack, source));
    origins.set(checked.pack.id, file.path);
  };

  for (const builtin of BUILTIN_PACKS) accept(builtin, 'builtin');
  for (const path of options.dir === undefined ? [] : listOperatorFiles(options.dir, report)) {
    const file = readPackFile(path);
    if ('reason' in file) report(file);
    else accept(file, 'operator');
  }

  let generic = packs.get(GENERIC_PACK_ID);
  if (!generic) {
    generic = compilePack(MINIMAL_GENERIC, 'builtin');
    packs.set(GENERIC_PACK_ID, generic);
  }
  const candidates = [...packs.values()].filter((compiled) => compiled.pack.id !== GENERIC_PACK_ID);
  return { generic, packs, problems, detect: createDetector(candidates, generic) };
}

/** The bundled packs only (tests, tools, and servers without `SECTOR_PACKS_DIR`). */
export function loadBuiltinRegistry(log?: (problem: PackLoadProblem) => void): PackRegistry {
  return loadRegistry({ log });
}
