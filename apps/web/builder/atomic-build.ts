import { createHash, randomBytes } from 'node:crypto';
import {
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  symlink,
  utimes,
} from 'node:fs/promises';
import path from 'node:path';

/** Builds kept beside the current one, for servers started on them that are still running. */
const KEEP_EARLIER = 2;
/** A build directory left unfinished this long ago belongs to a build that died. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;
const UNFINISHED = '.unfinished-';

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

const unique = () => `${process.pid}-${randomBytes(4).toString('hex')}`;

/** Every file under `entries` (files or folders, relative to `root`), in a stable order. */
async function filesOf(root: string, entries: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(root, entry);
    if (!(await stat(full)).isDirectory()) {
      files.push(entry);
      continue;
    }
    for (const found of await readdir(full, { withFileTypes: true, recursive: true })) {
      if (found.isFile()) files.push(path.relative(root, path.join(found.parentPath, found.name)));
    }
  }
  return files.sort();
}

/**
 * A hash of everything a build is made from (the sources, the contract, the build configuration and
 * the locked dependency versions): the same hash, the same build.
 */
export async function hashOfInputs(root: string, entries: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesOf(root, entries)) {
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

export interface AtomicBuildOptions {
  /** The link the server reads (`apps/web/dist`), pointing into `buildsDir`. */
  distLink: string;
  /** Where each build is kept, in a directory named after the hash of its inputs. */
  buildsDir: string;
  inputsHash: string;
  /** Writes a whole build into an empty directory. */
  build(outDir: string): Promise<void>;
}

/** The hash of the build the link points at, or null when there is none (or `dist` is no link). */
async function linkedBuild(distLink: string): Promise<string | null> {
  try {
    return path.basename(await readlink(distLink));
  } catch {
    return null;
  }
}

/**
 * Points the link at a build in one step: a new link is made beside it and renamed over it, which the
 * system does atomically, so a reader finds the old build or the new, never neither. A `dist` left a
 * real directory by an older checkout is first moved among the builds (pruned later).
 */
async function pointAt(distLink: string, buildsDir: string, hash: string): Promise<void> {
  const staged = `${distLink}${UNFINISHED}${unique()}`;
  await symlink(path.relative(path.dirname(distLink), path.join(buildsDir, hash)), staged);
  const current = await lstat(distLink).catch(() => null);
  if (current?.isDirectory()) await rename(distLink, path.join(buildsDir, `previous-${unique()}`));
  await rename(staged, distLink);
}

/**
 * Keeps the current build and the KEEP_EARLIER latest before it (a server keeps serving the build it
 * started on), and drops the rest, with unfinished directories of builds that died long ago.
 */
async function prune(buildsDir: string, current: string): Promise<void> {
  // Another build may add or drop entries meanwhile: one gone already is skipped.
  const builds = (
    await Promise.all(
      (await readdir(buildsDir)).map(async (name) => {
        const found = await stat(path.join(buildsDir, name)).catch(() => null);
        return found && { name, modified: found.mtimeMs };
      }),
    )
  ).filter((build) => build !== null);
  const finished = builds
    .filter((build) => !build.name.startsWith(UNFINISHED) && build.name !== current)
    .sort((a, b) => b.modified - a.modified);
  const abandoned = builds.filter(
    (build) => build.name.startsWith(UNFINISHED) && Date.now() - build.modified > ABANDONED_AFTER_MS,
  );
  for (const build of [...finished.slice(KEEP_EARLIER), ...abandoned]) {
    await rm(path.join(buildsDir, build.name), { recursive: true, force: true });
  }
}

/**
 * Makes the build of these inputs the current one, building it only when no build of them exists.
 * A build is written into a directory of its own and renamed into place once whole, then the link is
 * switched: a server never reads a half-written build, and builds running at once (two `npm start`)
 * each write their own and agree on the result. Answers whether it had to build.
 */
export async function buildIfStale(options: AtomicBuildOptions): Promise<'current' | 'built' | 'switched'> {
  const { distLink, buildsDir, inputsHash } = options;
  const target = path.join(buildsDir, inputsHash);
  const ready = await exists(target);
  if (ready && (await linkedBuild(distLink)) === inputsHash) return 'current';
  await mkdir(buildsDir, { recursive: true });
  if (!ready) {
    const unfinished = path.join(buildsDir, `${UNFINISHED}${unique()}`);
    await mkdir(unfinished);
    try {
      await options.build(unfinished);
      await rename(unfinished, target);
    } catch (error) {
      await rm(unfinished, { recursive: true, force: true });
      // Another build of the same inputs was renamed into place first: the same build, so it serves.
      if (!(await exists(target))) throw error;
    }
  }
  // Its time marks it as the latest, for pruning.
  const now = new Date();
  await utimes(target, now, now);
  await pointAt(distLink, buildsDir, inputsHash);
  await prune(buildsDir, inputsHash);
  return ready ? 'switched' : 'built';
}
