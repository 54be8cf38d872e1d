/**
 * The contract between the build and a host page (ADR 0149): `chunk-groups.json` in the bundle
 * folder lists the scripts and stylesheets each named chunk group (the root logic, every parcel,
 * every scene) needs, under their final content-hashed names, in load order. In src/domain because
 * both sides read it: the build (scripts/webpack) writes it, the server (preload hints, static site)
 * and the bundle bench read it (ADR 0191).
 */
export const CHUNK_GROUPS_FILE = 'chunk-groups.json';

/** The root logic's group (single-spa, bus), which root-config.js loads on every page (ADR 0108). */
export const ROOT_LOGIC_GROUP = 'root-start';

export interface ChunkGroupsManifest {
  format: 'chunk-groups/1';
  groups: Record<string, string[]>;
}

/** A bundle's manifest (the text of chunk-groups.json), parsed; undefined when absent or unreadable. */
export function parseChunkGroups(text: string | undefined): ChunkGroupsManifest | undefined {
  if (!text) return undefined;
  try {
    const manifest = JSON.parse(text) as ChunkGroupsManifest;
    return manifest.format === 'chunk-groups/1' && manifest.groups ? manifest : undefined;
  } catch {
    return undefined;
  }
}
