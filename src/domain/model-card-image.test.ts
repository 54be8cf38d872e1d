import { cardImage, firstCardImageUrl, yearsNewestFirst } from './model-card-image';

const image = (url: string, isHero = false) => ({ url, isHero });

describe('model card images', () => {
  it('lists years newest first without changing the input', () => {
    const years = [{ year: 2024 }, { year: 2026 }, { year: 2025 }];
    expect(yearsNewestFirst(years).map((y) => y.year)).toEqual([2026, 2025, 2024]);
    expect(years.map((y) => y.year)).toEqual([2024, 2026, 2025]);
    expect(yearsNewestFirst(null)).toEqual([]);
  });

  it("shows the year's hero image, else its first, else none", () => {
    expect(cardImage([image('a'), image('b', true)])?.url).toBe('b');
    expect(cardImage([image('a'), image('b')])?.url).toBe('a');
    expect(cardImage([])).toBeNull();
    expect(cardImage(undefined)).toBeNull();
  });

  it('finds the first card: the first series with a year, its newest year', () => {
    expect(
      firstCardImageUrl([
        { yearSpecificData: [] },
        { yearSpecificData: [{ year: 2024, images: [image('old', true)] }, { year: 2025, images: [image('new')] }] },
        { yearSpecificData: [{ year: 2030, images: [image('later series')] }] },
      ]),
    ).toBe('new');
    expect(firstCardImageUrl([{ yearSpecificData: [{ year: 2025, images: [] }] }])).toBeNull();
    expect(firstCardImageUrl([])).toBeNull();
  });
});
