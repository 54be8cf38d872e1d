import type { ImageVariant } from '../../domain/entities';
import { renderWithProviders, screen, within } from '../../../test/test-utils';
import { RenderArea, withScene } from './render-area';

const luxury = (angle: string): ImageVariant => ({
  alias: angle,
  disclaimer: '',
  isHero: false,
  url: `/images/render/exterior/lexus/nx/2025/suv/085/FFF/${angle}?width=768`,
  angle,
  background: [
    { type: 'studio', thumbnail: '/images/backgrounds/studio/thumbnail' },
    { type: 'coast', thumbnail: '/images/backgrounds/coast/thumbnail' },
  ],
  time: [
    { type: 'day', icon: '/images/times/day' },
    { type: 'night', icon: '/images/times/night' },
  ],
});

describe('RenderArea', () => {
  it("lets the luxury brand's shopper pick the scene background and time of day", async () => {
    const { user } = renderWithProviders(
      <RenderArea brand="lexus" vehicle="2025 NX 350" exteriorColor="Eminent White Pearl" interiorColor="Black" exterior={[luxury('1'), luxury('2')]} interior={[]} />,
    );
    const area = screen.getByRole('region', { name: 'Vehicle preview' });
    const background = within(area).getByRole('group', { name: 'Background' });
    const time = within(area).getByRole('group', { name: 'Time of day' });
    expect(within(background).getByRole('radio', { name: 'studio' })).toBeChecked();
    await user.click(within(background).getByRole('radio', { name: 'coast' }));
    await user.click(within(time).getByRole('radio', { name: 'night' }));
    const src = within(area).getByRole('img', { name: '2025 NX 350 in Eminent White Pearl, exterior view' }).getAttribute('src')!;
    expect(new URL(src, 'http://x').searchParams.get('background')).toBe('coast');
    expect(new URL(src, 'http://x').searchParams.get('time')).toBe('night');
    expect(within(area).getByRole('button', { name: 'Interior' })).toBeDisabled();
  });

  it('shows no scene pickers for the mass brand, whose renders carry their background', () => {
    const mass: ImageVariant = { alias: 'a', disclaimer: '', isHero: false, url: '/r/1', angle: '1', background: '/bg/1' };
    renderWithProviders(<RenderArea brand="toyota" vehicle="2024 Tacoma SR" exteriorColor="Ice Cap" interiorColor="Black" exterior={[mass]} interior={[]} />);
    expect(screen.queryByRole('group', { name: 'Background' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next angle' })).not.toBeInTheDocument();
  });

  it('adds or replaces the scene parameters of a render URL', () => {
    expect(withScene('/r/1?width=768&time=day', 'coast', 'night')).toBe('/r/1?width=768&time=night&background=coast');
    expect(withScene('/r/1', null, null)).toBe('/r/1');
  });
});
