import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '../../../platform/modal/modal';
import type { Point } from './zoom-model';
import { ZOOM_STEPS } from './zoom-model';
import { ViewerStage, type ViewerStageProps } from './viewer-stage';
import { viewerMessages } from './viewer-messages';

export interface FullScreenViewerProps extends Omit<ViewerStageProps, 'zoom' | 'className'> {
  open: boolean;
  title: string;
  onClose: () => void;
}

/**
 * The viewer large, in a full-screen dialog: the same turning picture, plus zoom. A click or a
 * pinch zooms at that point, the buttons (and + / -) around the middle of the view; zoomed in, a
 * drag, a swipe or the arrow keys pan over a canvas that the picture covers edge to edge (ADR 0205).
 * At the whole picture a drag turns the car.
 */
export function FullScreenViewer({ open, title, onClose, ...stage }: FullScreenViewerProps) {
  const intl = useIntl();
  const [zoom, setZoom] = useState<{ step: number; focus: Point | null }>({ step: 0, focus: null });
  const factor = ZOOM_STEPS[zoom.step]!;
  const zoomTo = (step: number, focus: Point | null) => setZoom({ step: Math.max(0, Math.min(ZOOM_STEPS.length - 1, step)), focus });
  return (
    <Modal open={open} onClose={() => { setZoom({ step: 0, focus: null }); onClose(); }} title={title} fullScreen theme="dark">
      <div className="cfg-viewer cfg-viewer--full">
        <ViewerStage {...stage} zoom={{ ...zoom, onChange: zoomTo }} className="cfg-viewer__stage--full" />
        <div className="cfg-viewer__zoom">
          <button type="button" className="cfg-button cfg-button--secondary" disabled={zoom.step === 0} onClick={() => zoomTo(zoom.step - 1, null)}>
            {intl.formatMessage(viewerMessages.zoomOut)}
          </button>
          <span className="cfg-viewer__zoom-level" aria-live="polite">
            {intl.formatMessage(viewerMessages.zoomLevel, { percent: Math.round(factor * 100) })}
          </span>
          <button type="button" className="cfg-button cfg-button--secondary" disabled={zoom.step === ZOOM_STEPS.length - 1} onClick={() => zoomTo(zoom.step + 1, null)}>
            {intl.formatMessage(viewerMessages.zoomIn)}
          </button>
          <span className="cfg-viewer__caption">{stage.valueText}</span>
          <span className="cfg-viewer__zoom-hint">{intl.formatMessage(factor > 1 ? viewerMessages.panHint : viewerMessages.zoomHint)}</span>
        </div>
      </div>
    </Modal>
  );
}
