import type { Tree } from '@nx/devkit';
import { libraryFiles, libraryRoot, type LibraryType } from './files';

export interface LibraryGeneratorSchema {
  scope: string;
  type: LibraryType;
  name?: string;
}

/** `nx g @portal/tools:library <scope> <type>`: one library with tags, a test and its public API. */
export async function libraryGenerator(tree: Tree, options: LibraryGeneratorSchema) {
  const spec = { scope: options.scope, type: options.type, folder: options.name ?? options.type };
  const root = libraryRoot(spec);
  if (tree.exists(`${root}/package.json`)) throw new Error(`${root} exists already`);
  const has = {
    util: tree.exists(`libs/${options.scope}/util/package.json`),
    dataAccess: tree.exists(`libs/${options.scope}/data-access/package.json`),
  };
  // The page reads the domain's query options: without them it would not compile.
  if (options.type === 'feature' && !has.dataAccess) {
    throw new Error(`a feature library reads libs/${options.scope}/data-access: generate that first`);
  }
  // Its filter description is held by a test to the list's URL parser, in the util library.
  if (options.type === 'feature' && !has.util) {
    throw new Error(`a feature library's list is held to libs/${options.scope}/util's search schema: generate that first`);
  }
  for (const [path, content] of Object.entries(libraryFiles(spec, has))) tree.write(`${root}/${path}`, content);
}

export default libraryGenerator;
