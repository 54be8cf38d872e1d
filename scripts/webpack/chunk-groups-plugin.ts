import { Compilation, sources, type Compiler } from 'webpack';
import { CHUNK_GROUPS_FILE, type ChunkGroupsManifest } from '../../src/domain/chunk-groups';

const NAME = 'ChunkGroupsPlugin';

/**
 * Writes which files each named chunk group (the root logic, every parcel, every scene) needs,
 * under their final content-hashed names. A host page reads it to tell the browser about the
 * chunks it will need before the root config asks for them (`<link rel="preload">`, ADR 0149).
 */
export class ChunkGroupsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // The report stage comes after content hashing, so the names are the ones the bundle uses.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups: Record<string, string[]> = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          groups[name] = group.getFiles().filter((file) => /\.(?:js|css)$/.test(file));
        }
        const manifest: ChunkGroupsManifest = { format: 'chunk-groups/1', groups };
        compilation.emitAsset(CHUNK_GROUPS_FILE, new sources.RawSource(`${JSON.stringify(manifest, null, 1)}\n`));
      });
    });
  }
}
