import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '../../../platform/modal/modal';
import { ViewerStage, type ViewerStageProps } from './viewer-stage';
import { viewerMessages } from './viewer-messages';

/** Zoom steps of the full-screen view; CSS sizes the picture per step (no inline styles under the CSP). */
export const ZOOM_STEPS = [1, 1.5, 2, 3] as const;

export interface FullScreenViewerProps extends Omit<ViewerStageProps, 'zoom' | 'className'> {
  open: boolean;
  title: string;
  onClose: () => void;
}

/**
 * The viewer large, in a full-screen dialog: the same turning picture, plus zoom. Zoomed in, the
 * picture scrolls inside its frame (drag, swipe or scroll to pan); zoomed out, a drag turns it.
 */
export function FullScreenViewer({ open, title, onClose, ...stage }: FullScreenViewerProps) {
  const intl = useIntl();
  const [zoomAt, setZoomAt] = useState(0);
  const zoom = ZOOM_STEPS[zoomAt]!;
  return (
    <Modal open={open} onClose={() => { setZoomAt(0); onClose(); }} title={title} fullScreen theme="dark">
      <div className="cfg-viewer cfg-viewer--full">
        <ViewerStage {...stage} zoom={zoom} className="cfg-viewer__stage--full" />
        <div className="cfg-viewer__zoom">
          <button type="button" className="cfg-button cfg-button--secondary" disabled={zoomAt === 0} onClick={() => setZoomAt((z) => Math.max(0, z - 1))}>
            {intl.formatMessage(viewerMessages.zoomOut)}
          </button>
          <span className="cfg-viewer__zoom-level" aria-live="polite">
            {intl.formatMessage(viewerMessages.zoomLevel, { percent: Math.round(zoom * 100) })}
          </span>
          <button type="button" className="cfg-button cfg-button--secondary" disabled={zoomAt === ZOOM_STEPS.length - 1} onClick={() => setZoomAt((z) => Math.min(ZOOM_STEPS.length - 1, z + 1))}>
            {intl.formatMessage(viewerMessages.zoomIn)}
          </button>
          <span className="cfg-viewer__caption">{stage.valueText}</span>
        </div>
      </div>
    </Modal>
  );
}
