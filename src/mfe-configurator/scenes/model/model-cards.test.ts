import type { Series } from '../../../domain/entities';
import { ALL_CATEGORIES, cardsInCategory, categoryTabs, fuelEconomy, fuelLabel, modelCards } from './model-cards';
import { sampleSeries } from './model.fixture';

describe('modelCards', () => {
  it('makes one card per series-year, newest year first, with display names', () => {
    const cards = modelCards(sampleSeries());
    expect(cards.map((c) => c.key)).toEqual(['prius-2025', 'prius-2024', 'tacoma-2024', 'tacomahybrid-2024', 'mirai-2025']);
    expect(cards.find((c) => c.seriesId === 'tacomahybrid')?.name).toBe('Tacoma');
    expect(cards[0]).toMatchObject({ startingMsrp: 28350, fuelType: 'Hybrid' });
    expect(cards[0].image?.url).toContain('/images/');
  });

  it('copes with a series that has no year data', () => {
    expect(modelCards([{ id: 'x', name: 'X', shortName: 'X', yearSpecificData: [] } as Series])).toEqual([]);
  });
});

describe('category tabs', () => {
  it('lists each category once in order of first appearance', () => {
    expect(categoryTabs(modelCards(sampleSeries())).map((c) => c.id)).toEqual(['cars', 'electrified', 'trucks']);
  });

  it('filters cards by category', () => {
    const cards = modelCards(sampleSeries());
    expect(cardsInCategory(cards, 'trucks').map((c) => c.seriesId)).toEqual(['tacoma', 'tacomahybrid']);
    expect(cardsInCategory(cards, ALL_CATEGORIES)).toHaveLength(5);
    expect(cardsInCategory(cards, 'boats')).toEqual([]);
  });
});

describe('fuelEconomy', () => {
  const base = { category: 'Gas', city: 21, combined: 23, highway: 26, isAvailable: true, mpge: null, range: null };
  it('shows mpg for combustion and hybrid models', () => {
    expect(fuelEconomy(base)).toEqual({ kind: 'mpg', city: 21, highway: 26, combined: 23 });
  });
  it('shows MPGe and range for electrified models', () => {
    expect(fuelEconomy({ ...base, city: null, highway: null, combined: null, mpge: 74, range: 402 })).toEqual({ kind: 'mpge', mpge: 74, range: 402 });
  });
  it('shows nothing when mileage is unavailable or empty', () => {
    expect(fuelEconomy({ ...base, isAvailable: false })).toBeNull();
    expect(fuelEconomy({ ...base, city: null, highway: null, combined: null })).toBeNull();
    expect(fuelEconomy(null)).toBeNull();
  });
});

describe('fuelLabel', () => {
  const mileage = { category: 'Plug-in Hybrid', isAvailable: true, city: null, highway: null, combined: 36, mpge: 84, range: 37 };
  it("names the figures' own powertrain, not the series' base fuel", () => {
    expect(fuelLabel('Gas', mileage)).toBe('Plug-in Hybrid');
  });
  it('falls back to the series fuel type for mpg figures, figures without a category, or none', () => {
    expect(fuelLabel('Hybrid', { ...mileage, category: 'Gas', mpge: null, city: 40, highway: 38 })).toBe('Hybrid');
    expect(fuelLabel('Gas', { ...mileage, category: '' })).toBe('Gas');
    expect(fuelLabel('Hybrid', { ...mileage, isAvailable: false })).toBe('Hybrid');
    expect(fuelLabel('Gas', null)).toBe('Gas');
  });
});
