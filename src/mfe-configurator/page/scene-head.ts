/**
 * Writes a scene's head elements (title, description, canonical and alternate links, robots): the
 * module behind lazy-scene-head.ts, in a chunk of its own with the page texts and rules it needs.
 */
import type { IntlShape } from 'react-intl';
import type { SceneName } from '../machine/configurator.machine';
import { applyPageMeta } from './page-meta';
import { sceneMeta, type SceneSubject } from './scene-meta';

export interface SceneHead {
  scene: SceneName;
  subject: SceneSubject;
  intl: Pick<IntlShape, 'formatMessage' | 'locale'>;
  location: { origin: string; pathname: string };
}

export function writeSceneHead(doc: Document, head: SceneHead): void {
  applyPageMeta(doc, sceneMeta(head.scene, head.subject, head.intl, head.location));
}
