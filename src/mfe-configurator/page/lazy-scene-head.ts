/**
 * The head writer (scene-head.ts) is not needed for the first paint: the model scene keeps the host
 * page's own title and description. So it loads as a chunk of its own (about 1.2 KB gzip off every
 * vehicle page's first load) and the head follows a moment later. Once loaded, writes are
 * synchronous again, so a scene change updates the head in the same commit as before.
 */
import type { SceneHead } from './scene-head';

type HeadModule = typeof import('./scene-head');

let loaded: HeadModule | undefined;
let loading: Promise<HeadModule> | undefined;

function load(): Promise<HeadModule> {
  loading ??= import(/* webpackChunkName: "page-head" */ './scene-head').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed download is tried again with the next head; the page keeps its current head meanwhile.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** What a head is written from; equal keys write the same elements. */
function headKey({ scene, subject, intl, location }: SceneHead): string {
  return JSON.stringify([scene, subject.seriesId, subject.seriesName, subject.year, subject.gradeName, intl.locale, location.origin, location.pathname]);
}

/**
 * A writer for one document that always ends on the latest head asked for: a head asked for while
 * the chunk downloads replaces the one before it, so a quick scene change never leaves a stale title.
 * A head equal to the one last written is skipped: the page asks after every render, and a pick
 * within a step (same scene, same path) would otherwise rebuild the alternate links before the
 * new total is painted.
 */
export function createSceneHeadWriter(doc: Document, onError: (error: unknown) => void): (head: SceneHead) => void {
  let latest: SceneHead | undefined;
  let written: string | undefined;
  const write = (module: HeadModule, head: SceneHead, key: string) => {
    module.writeSceneHead(doc, head);
    written = key;
  };
  return (head) => {
    const key = headKey(head);
    if (loaded) {
      if (key !== written) write(loaded, head, key);
      return;
    }
    latest = head;
    load().then(
      (module) => {
        if (latest !== head || key === written) return;
        write(module, head, key);
      },
      onError,
    );
  };
}
