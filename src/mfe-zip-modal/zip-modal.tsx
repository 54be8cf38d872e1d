import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '../platform/modal/modal';
import type { ModalCloseReason } from '../platform/modal/modal-stack';
import type { DealerLookup } from '../platform/services/dealer-service';
import { ZipForm } from './zip-form';
import { zipModalMessages } from './zip-modal.messages';

/**
 * The modal's three faces (product.md section 2): the location modal (no ZIP yet), the
 * 'Update_Your_Location' modal (a ZIP is saved) and the region-error state.
 */
export type ZipModalVariant = 'location' | 'update' | 'region-error';

/** Modal names as the analytics and the host know them. */
export const ZIP_MODAL_NAMES: Record<ZipModalVariant, string> = {
  location: 'Location',
  update: 'Update_Your_Location',
  'region-error': 'Region_Error',
};

export interface ZipModalProps {
  open: boolean;
  variant: ZipModalVariant;
  /** Forced modals are full screen; every variant uses the light theme. */
  fullScreen: boolean;
  initialZip: string;
  lookup: DealerLookup;
  onSave: (zipcode: string) => void;
  onClose: (reason: ModalCloseReason | 'saved') => void;
  /** Focused when the modal closes with no opener to return to (it opened on page load). */
  fallbackFocus?: () => HTMLElement | null;
  /** Rendered in place (the slot), as the server rendered it, instead of in a portal (ADR 0213). */
  inline?: boolean;
}

const TITLES = {
  location: zipModalMessages.titleLocation,
  update: zipModalMessages.titleUpdate,
  'region-error': zipModalMessages.titleRegionError,
} as const;

export function ZipModal({ open, variant, fullScreen, initialZip, lookup, onSave, onClose, fallbackFocus, inline }: ZipModalProps) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage(TITLES[variant])}
      theme="light"
      fullScreen={fullScreen}
      initialFocusRef={inputRef}
      fallbackFocus={fallbackFocus}
      inline={inline}
    >
      <div className="vc-zip-modal" data-modal-name={ZIP_MODAL_NAMES[variant]}>
        <p className="vc-zip-modal__intro">
          {intl.formatMessage(variant === 'region-error' ? zipModalMessages.regionError : zipModalMessages.intro)}
        </p>
        <ZipForm initialZip={initialZip} lookup={lookup} onSave={onSave} onDone={() => onClose('saved')} inputRef={inputRef} />
      </div>
    </Modal>
  );
}
