import type { AccessorySpec, SeriesSpec } from '../series-builder';

/** Accessories most passenger vehicles share (sample prices); series add their own on top. */
export function passengerAccessories(brand: 'toyota' | 'lexus'): AccessorySpec[] {
  const lux = brand === 'lexus' ? 1.4 : 1;
  const p = (n: number) => Math.round(n * lux * 100) / 100;
  return [
    { code: 'AWFL', title: 'All-Weather Floor Liners', description: 'Custom-fit liners that trap water, mud and snow.', installPoint: 'PPO', category: 'Interior', subsection: 'Floor Protection', msrp: p(179), popular: true },
    { code: 'CRPMAT', title: 'Carpet Floor Mats', description: 'Plush carpet mats with retention hooks.', installPoint: 'PPO', category: 'Interior', subsection: 'Floor Protection', msrp: p(139) },
    { code: 'CRGTRY', title: 'Cargo Tray', description: 'Raised-edge tray for the cargo area.', installPoint: 'PPO', category: 'Interior', subsection: 'Cargo', msrp: p(109), popular: true },
    { code: 'CRGNET', title: 'Cargo Net', description: 'Envelope-style net for loose items.', installPoint: 'PPO', category: 'Interior', subsection: 'Cargo', msrp: p(49.99) },
    { code: 'FAK', title: 'First Aid Kit', description: 'Compact kit for minor injuries.', installPoint: 'DIO', category: 'Interior', subsection: 'Safety', msrp: p(35) },
    { code: 'EMK', title: 'Emergency Assistance Kit', description: 'Jumper cables, flashlight and reflective triangle.', installPoint: 'DIO', category: 'Interior', subsection: 'Safety', msrp: p(70) },
    { code: 'MUDGD', title: 'Mudguards', description: 'Help protect the lower body from debris.', installPoint: 'PPO', category: 'Exterior', subsection: 'Protection', msrp: p(129) },
    { code: 'DRGRD', title: 'Door Edge Guards', description: 'Clear guards that protect door edges.', installPoint: 'PPO', category: 'Exterior', subsection: 'Protection', msrp: p(125) },
    { code: 'PPF', title: 'Paint Protection Film', description: 'Clear film for the hood, fenders and mirrors.', installPoint: 'PIO', category: 'Exterior', subsection: 'Protection', msrp: p(395), popular: true },
    { code: 'WHLLK', title: 'Wheel Locks', description: 'Locking lug nuts with a coded key.', installPoint: 'PPO', category: 'Exterior', subsection: 'Wheels', msrp: p(95) },
    { code: 'XBARS', title: 'Roof Rack Cross Bars', description: 'Aerodynamic cross bars for the roof rails.', installPoint: 'DIO', category: 'Exterior', subsection: 'Carrying', msrp: p(459) },
    { code: 'BIKE', title: 'Roof-Mounted Bike Rack', description: 'Upright bike carrier. Requires the roof cross bars.', installPoint: 'DIO', category: 'Exterior', subsection: 'Carrying', msrp: p(229) },
    { code: 'HITCH', title: 'Tow Hitch Receiver', description: 'Class II receiver with wiring harness.', installPoint: 'PIO', category: 'Performance', subsection: 'Towing', msrp: p(519) },
    { code: 'PAP', title: 'Preferred Accessory Package', description: 'All-weather floor liners, cargo tray and wheel locks.', installPoint: 'PPO', category: 'Packages', subsection: 'Accessory Packages', msrp: p(349), popular: true, includes: ['AWFL', 'CRGTRY', 'WHLLK'] },
  ];
}

/** Toyota passenger-vehicle colour palette entries (code, title, hex, family, msrp). */
export const TOYOTA_COLORS: Record<string, SeriesSpec['exteriorColors'][number]> = {
  '040': ['040', 'Super White', '#F4F5F0', 'White', 0],
  '089': ['089', 'Wind Chill Pearl', '#EEEDE6', 'White', 425],
  '1J9': ['1J9', 'Celestial Silver Metallic', '#B8BBBE', 'Silver', 0],
  '1G3': ['1G3', 'Magnetic Gray Metallic', '#5A5C5F', 'Gray', 0],
  '218': ['218', 'Midnight Black Metallic', '#1C1D21', 'Black', 0],
  '3T3': ['3T3', 'Ruby Flare Pearl', '#8E1B23', 'Red', 425],
  '8X8': ['8X8', 'Blueprint', '#2B4C7E', 'Blue', 0],
  '6X3': ['6X3', 'Lunar Rock', '#A7A89E', 'Gray', 0],
  '2PU': ['2PU', 'Ice Cap/Midnight Black Roof', '#EDEFEF', 'White', 500],
};

/**
 * Roof accessories need the roof rails option (RR), which every passenger grade offers, so each
 * series using passengerAccessories() shares this rule.
 */
export const ROOF_RACK_RULES = [
  { accessory: 'XBARS', packages: ['RR'] },
  { accessory: 'BIKE', packages: ['RR'] },
];

/** The roof rails option every passenger grade offers (see ROOF_RACK_RULES). */
export const ROOF_RAILS_PACKAGE = {
  code: 'RR', title: 'Roof Rails', description: 'Roof rails ready for cross bars and carriers.', type: 'OPTION' as const, category: 'Utility',
};
