import { useEffect, useState } from 'react';
import { readZipcode } from '../../platform/cookies';
import type { EventBus } from '../../platform/event-bus';

/** The shopper's ZIP: the cookie at first, then every ZIP the ZIP modal confirms (zipcode-valid). */
export function useShopperZip(bus: EventBus | null): string | undefined {
  const [zip, setZip] = useState<string | undefined>(() => bus?.last('zipcode-valid')?.zipcode ?? readZipcode());
  useEffect(() => bus?.subscribe('zipcode-valid', (payload) => setZip(payload.zipcode)), [bus]);
  return zip;
}

/** Asks the ZIP modal parcel to open so the shopper can give a ZIP (no parcel imports another). */
export function askForZip(bus: EventBus | null): void {
  bus?.publish('zip-modal:open', { version: 1, reason: 'update-location', clearInput: false });
}
