import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { DetailOverlay as DetailOverlayState } from '../../../domain/entities';
import { formatPrice, stripHtml } from '../../../domain/format';
import { parseAccessoryPrice, parsePrice } from '../../../domain/pricing';
import { Modal } from '../../../platform/modal/modal';

const messageDefs = defineMessages({
  price: {
    id: 'configurator.detail.price',
    defaultMessage: 'Price: {price}',
    description: 'Detail overlay: price of the item',
  },
  features: {
    id: 'configurator.detail.features',
    defaultMessage: 'Includes',
    description: 'Detail overlay: heading of the list of package features',
  },
  warranty: {
    id: 'configurator.detail.warranty',
    defaultMessage: 'Warranty: {text}',
    description: 'Detail overlay: warranty text of an accessory',
  },
});
const messages: Record<keyof typeof messageDefs, MessageDescriptor> = messageDefs;

export interface DetailOverlayProps {
  overlay: DetailOverlayState | null;
  onClose: () => void;
}

function priceOf(overlay: DetailOverlayState): number | null {
  switch (overlay.type) {
    case 'package':
    case 'exteriorColor':
    case 'interiorColor':
      return parsePrice(overlay.data.msrp.value);
    case 'accessory':
      return parseAccessoryPrice(overlay.data.msrp.value);
    case 'wheels':
      return overlay.data.msrp ? parsePrice(overlay.data.msrp.value) : null;
    case 'trim':
      return parsePrice(overlay.data.msrp.value);
    default:
      return null;
  }
}

/**
 * The item's picture from the image service: its first catalog image (a package's or accessory's
 * thumbnail, a colour's or trim's render, the wheel), or none when the catalog lists none.
 */
export function detailPicture(overlay: DetailOverlayState): string | null {
  const images: Array<{ url: string }> = overlay.type === 'wheels' ? [overlay.data.image] : overlay.data.images;
  return images.find((image) => image?.url)?.url ?? null;
}

/** The detail overlay (product.md section 4): more about a package, accessory, colour, wheels or trim, in a modal. */
export function DetailOverlay({ overlay, onClose }: DetailOverlayProps) {
  const intl = useIntl();
  if (!overlay) return null;
  const price = priceOf(overlay);
  const description = 'description' in overlay.data ? stripHtml(overlay.data.description) : '';
  const picture = detailPicture(overlay);
  return (
    <Modal open onClose={onClose} title={overlay.data.title}>
      {/* Decorative beside the title that names the item; fixed size so the dialog does not grow when it arrives. */}
      {picture ? <img className="cfg-detail__picture" src={picture} alt="" width={480} height={270} decoding="async" /> : null}
      {description ? <p>{description}</p> : null}
      {price !== null ? <p>{intl.formatMessage(messages.price, { price: formatPrice(price) })}</p> : null}
      {overlay.type === 'package' && overlay.data.packageFeatures.length > 0 ? (
        <>
          <p className="cfg-detail__heading">{intl.formatMessage(messages.features)}</p>
          <ul>
            {overlay.data.packageFeatures.map((feature) => (
              <li key={feature.title}>{stripHtml(feature.title)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {overlay.type === 'accessory' && overlay.data.warranty ? <p>{intl.formatMessage(messages.warranty, { text: stripHtml(overlay.data.warranty) })}</p> : null}
      {'disclaimer' in overlay.data && overlay.data.disclaimer ? <p className="cfg-detail__disclaimer">{stripHtml(overlay.data.disclaimer)}</p> : null}
    </Modal>
  );
}
