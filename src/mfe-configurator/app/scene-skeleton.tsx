import { useIntl } from 'react-intl';
import { appMessages } from './app-messages';
import './app.css';

/** Scenes with a skeleton placeholder while they load (product.md section 2: model, trim, configurator, summary). */
export const SKELETON_SCENES = ['model', 'trim', 'configurator', 'summary'] as const;
export type SkeletonScene = (typeof SKELETON_SCENES)[number];

const BLOCKS: Record<SkeletonScene, string[]> = {
  model: ['title', 'card', 'card', 'card'],
  trim: ['title', 'bar', 'card', 'card'],
  configurator: ['title', 'render', 'bar', 'card', 'card'],
  summary: ['hero', 'bar', 'card'],
};

/** Grey blocks in the scene's rough layout, so the page does not jump when the scene arrives. */
export function SceneSkeleton({ scene }: { scene: SkeletonScene }) {
  const intl = useIntl();
  return (
    <div className={`cfg-skeleton cfg-skeleton--${scene}`} role="status" aria-busy="true" aria-label={intl.formatMessage(appMessages.loading)} data-skeleton={scene}>
      {BLOCKS[scene].map((block, i) => (
        <div key={i} className={`cfg-skeleton__block cfg-skeleton__block--${block}`} />
      ))}
    </div>
  );
}
