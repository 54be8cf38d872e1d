import { fireEvent } from '@testing-library/react';
import type { ImageVariant } from '../../domain/entities';
import { renderWithProviders, screen, within } from '../../../test/test-utils';
import { RenderArea } from './render-area';

const luxury = (angle: string): ImageVariant => ({
  alias: angle,
  disclaimer: '',
  isHero: false,
  url: `/images/render/exterior/lexus/nx/2025/suv/085/FFF/${angle}?width=768&format=webp-alpha`,
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

const mass = (angle: string): ImageVariant => ({ alias: angle, disclaimer: '', isHero: false, url: `/r/${angle}`, angle, background: '/images/backgrounds/studio' }) as ImageVariant;
// jsdom has no PointerEvent: a MouseEvent with a pointerId stands in, so clientX reaches the handlers.
beforeAll(() => {
  if (!('PointerEvent' in window)) {
    class PointerEventShim extends MouseEvent {
      pointerId: number;
      constructor(type: string, init: MouseEventInit & { pointerId?: number } = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
      }
    }
    Object.assign(window, { PointerEvent: PointerEventShim });
  }
});

const query = (src: string | null) => new URL(src ?? '', 'http://x').searchParams;

/** Replaces window.Image with a spy that records every picture asked for (preloads and held ones). */
function spyOnImages(): { asked: string[]; restore: () => void } {
  const asked: string[] = [];
  const RealImage = window.Image;
  class SpyImage {
    decoding = '';
    set src(value: string) {
      asked.push(value);
    }
  }
  window.Image = SpyImage as unknown as typeof Image;
  return { asked, restore: () => void (window.Image = RealImage) };
}

describe('RenderArea (vehicle viewer)', () => {
  it("draws the luxury brand's car in the chosen scene, asking for an opaque format that can carry it", async () => {
    const { user } = renderWithProviders(
      <RenderArea brand="lexus" vehicle="2025 NX 350" exteriorColor="Eminent White Pearl" interiorColor="Black" exterior={[luxury('1'), luxury('2')]} interior={[]} />,
    );
    const area = screen.getByRole('region', { name: 'Vehicle preview' });
    const image = () => within(area).getByRole('img', { name: '2025 NX 350 in Eminent White Pearl, exterior view' });
    // The default scene is the first of each list, already drawn (never a transparent car on a scene).
    expect(query(image().getAttribute('src')).get('background')).toBe('studio');
    expect(query(image().getAttribute('src')).get('format')).toBe('webp');
    const background = within(area).getByRole('group', { name: 'Background' });
    const time = within(area).getByRole('group', { name: 'Time of day' });
    expect(within(background).getByRole('radio', { name: 'Studio' })).toBeChecked();
    await user.click(within(background).getByRole('radio', { name: 'Coast' }));
    await user.click(within(time).getByRole('radio', { name: 'Night' }));
    const params = query(image().getAttribute('src'));
    expect([params.get('background'), params.get('time'), params.get('format')]).toEqual(['coast', 'night', 'webp']);
    expect(within(area).getByRole('button', { name: 'Interior' })).toBeDisabled();
  });

  it('labels the scene choices in Spanish on Spanish pages', () => {
    renderWithProviders(<RenderArea brand="lexus" vehicle="2025 NX 350" exteriorColor="Blanco" interiorColor="Negro" exterior={[luxury('1')]} interior={[]} />, { language: 'es' });
    expect(screen.getByRole('radio', { name: 'Costa' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Noche' })).toBeInTheDocument();
  });

  it("lays the mass brand's transparent car over its scene picture and shows no scene pickers", () => {
    renderWithProviders(<RenderArea brand="toyota" vehicle="2024 Tacoma SR" exteriorColor="Ice Cap" interiorColor="Black" exterior={[mass('1')]} interior={[]} />);
    expect(screen.queryByRole('group', { name: 'Background' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next angle' })).not.toBeInTheDocument();
    expect(document.querySelector('.cfg-viewer__backdrop')).toHaveAttribute('src', '/images/backgrounds/studio');
  });

  it('turns with the arrow keys, Home and End on the focused viewer, and says which angle is shown', async () => {
    const angles = ['1', '2', '3', '4', '5'].map(mass);
    const { user } = renderWithProviders(<RenderArea brand="toyota" vehicle="2024 Tacoma SR" exteriorColor="Ice Cap" interiorColor="Black" exterior={angles} interior={[]} />);
    const slider = screen.getByRole('slider', { name: 'Turn the vehicle' });
    // Turning order: 4 front, 2, 1 side, 3, 5 rear; the catalog's first picture (1) is where it starts.
    expect(slider).toHaveAttribute('aria-valuetext', 'Angle 3 of 5');
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: /Ice Cap/ })).toHaveAttribute('src', '/r/3');
    expect(screen.getByText('Angle 4 of 5')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('img', { name: /Ice Cap/ })).toHaveAttribute('src', '/r/4');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '5');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('img', { name: /Ice Cap/ })).toHaveAttribute('src', '/r/5');
  });

  it('turns by a pointer drag: one stage width is one full turn, dragging left turns forward', () => {
    const angles = ['1', '2', '3', '4'].map(mass);
    renderWithProviders(<RenderArea brand="toyota" vehicle="2024 Tacoma SR" exteriorColor="Ice Cap" interiorColor="Black" exterior={angles} interior={[]} />);
    const slider = screen.getByRole('slider', { name: 'Turn the vehicle' });
    Object.defineProperty(slider, 'clientWidth', { value: 400 });
    // Order 4, 2, 1, 3; start at 1 (index 2). 100 px per angle.
    fireEvent.pointerDown(slider, { clientX: 300, pointerId: 1, button: 0 });
    fireEvent.pointerMove(slider, { clientX: 190, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '4');
    fireEvent.pointerMove(slider, { clientX: 500, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '1');
    fireEvent.pointerUp(slider, { pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 0, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '1');
  });

  it('picks an angle from its thumbnail and opens the full-screen view with zoom', async () => {
    const angles = ['1', '2', '3'].map(mass);
    const { user } = renderWithProviders(<RenderArea brand="toyota" vehicle="2024 Tacoma SR" exteriorColor="Ice Cap" interiorColor="Black" exterior={angles} interior={[]} />);
    await user.click(screen.getByRole('button', { name: 'Angle 1 of 3' }));
    expect(screen.getByRole('button', { name: 'Angle 1 of 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: /Ice Cap/ })).toHaveAttribute('src', '/r/2');
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    const dialog = screen.getByRole('dialog', { name: '2024 Tacoma SR, Exterior' });
    expect(within(dialog).getByRole('slider', { name: 'Turn the vehicle' })).toHaveAttribute('aria-valuenow', '1');
    expect(within(dialog).getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(within(dialog).getByText('Zoom 150%')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('RenderArea with a smooth 24-angle turn', () => {
  // The live catalogs' list: side view first (the hero), then 15 degrees at a time.
  const catalog = ['1', '21', '22', '3', '23', '24', '5', '25', '26', '8', '27', '28', '6', '29', '30', '7', '31', '32', '4', '17', '18', '2', '19', '20'];

  it('shows eight key-angle thumbnails 45 degrees apart, named "Angle n of 24", the nearest one pressed', async () => {
    const { user } = renderWithProviders(<RenderArea brand="toyota" vehicle="2024 Tacoma SR" exteriorColor="Ice Cap" interiorColor="Black" exterior={catalog.map(mass)} interior={[]} />);
    const slider = screen.getByRole('slider', { name: 'Turn the vehicle' });
    // Turning order starts at the nose (4); the side view 1 is the seventh of 24.
    expect(slider).toHaveAttribute('aria-valuetext', 'Angle 7 of 24');
    const thumbs = within(screen.getByRole('list', { name: 'Angles' })).getAllByRole('button');
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual([1, 4, 7, 10, 13, 16, 19, 22].map((n) => `Angle ${n} of 24`));
    // Thumbnails draw 4 (front), 2, 1 (side), 3, 5 (rear), 8, 6, 7.
    expect(thumbs.map((b) => b.querySelector('img')!.getAttribute('src')!.split('?')[0])).toEqual(['/r/4', '/r/2', '/r/1', '/r/3', '/r/5', '/r/8', '/r/6', '/r/7']);
    expect(screen.getByRole('button', { name: 'Angle 7 of 24' })).toHaveAttribute('aria-pressed', 'true');
    slider.focus();
    await user.keyboard('{ArrowRight}');
    // Angle 8 (code 21) sits between thumbnails 7 and 10: the nearer one (7) stays pressed.
    expect(screen.getByRole('img', { name: /Ice Cap/ })).toHaveAttribute('src', '/r/21');
    expect(screen.getByRole('button', { name: 'Angle 7 of 24' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Angle 10 of 24' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Angle 9 of 24')).toBeInTheDocument();
  });

  it('says the angle in Spanish and the interior shots as views', async () => {
    const interior = ['1', '2'].map((a) => ({ ...mass(a), url: `/i/${a}` }));
    const { user } = renderWithProviders(<RenderArea brand="toyota" vehicle="Tacoma 2024 SR" exteriorColor="Blanco" interiorColor="Negro" exterior={catalog.map(mass)} interior={interior} />, { language: 'es' });
    expect(screen.getByRole('slider', { name: 'Girar el vehículo' })).toHaveAttribute('aria-valuetext', 'Ángulo 7 de 24');
    expect(screen.getByRole('button', { name: 'Ángulo 22 de 24' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Interior' }));
    expect(screen.getByRole('slider', { name: 'Girar el vehículo' })).toHaveAttribute('aria-valuetext', 'Vista 1 de 2');
  });

  it('fetches the three nearest angles each way at once and the whole turn after the first turn', async () => {
    const { asked, restore } = spyOnImages();
    try {
      const { user } = renderWithProviders(<RenderArea brand="toyota" vehicle="2024 Tacoma SR" exteriorColor="Ice Cap" interiorColor="Black" exterior={catalog.map(mass)} interior={[]} />);
      const angles = () => asked.filter((url) => !url.includes('width='));
      // The shown side view (1) is held, then around it: 21, 20, 22, 19, 3, 2.
      expect(angles()).toEqual(['/r/1', '/r/21', '/r/20', '/r/22', '/r/19', '/r/3', '/r/2']);
      // The eight key-angle thumbnails, small.
      expect(asked.filter((url) => url.includes('width=192'))).toHaveLength(8);
      screen.getByRole('slider', { name: 'Turn the vehicle' }).focus();
      await user.keyboard('{ArrowRight}');
      // The whole turn, each picture once.
      expect(new Set(asked).size).toBe(asked.length);
      expect(angles().sort()).toEqual(catalog.map((a) => `/r/${a}`).sort());
    } finally {
      restore();
    }
  });

  it('keeps the pictures of the last four paints: picking one of them again asks for nothing, a fifth lets the oldest go', () => {
    const { asked, restore } = spyOnImages();
    const paint = (colour: string) => (
      <RenderArea brand="toyota" vehicle="2024 Tacoma SR" exteriorColor={colour} interiorColor="Black" exterior={catalog.map((a) => ({ ...mass(a), url: `/r/${colour}/${a}` }))} interior={[]} />
    );
    try {
      const { rerender } = renderWithProviders(paint('red'));
      for (const colour of ['blue', 'grey', 'white']) rerender(paint(colour));
      const before = asked.length;
      rerender(paint('red'));
      rerender(paint('blue'));
      expect(asked.slice(before)).toEqual([]);
      // A fifth paint: the oldest held one (grey, after red and blue were picked again) is let go.
      rerender(paint('black'));
      const afterFifth = asked.length;
      rerender(paint('grey'));
      expect(asked.slice(afterFifth)).toContain('/r/grey/1');
      expect(asked.slice(afterFifth).filter((url) => url.includes('width=192'))).toHaveLength(8);
    } finally {
      restore();
    }
  });

  it('keeps the thumbnail buttons when the paint changes (only their pictures change)', () => {
    const paint = (colour: string) => (
      <RenderArea brand="toyota" vehicle="2024 Tacoma SR" exteriorColor={colour} interiorColor="Black" exterior={catalog.map((a) => ({ ...mass(a), url: `/r/${colour}/${a}` }))} interior={[]} />
    );
    const { rerender } = renderWithProviders(paint('red'));
    const button = screen.getByRole('button', { name: 'Angle 7 of 24' });
    expect(button.querySelector('img')!.getAttribute('src')).toContain('/r/red/');
    rerender(paint('blue'));
    expect(screen.getByRole('button', { name: 'Angle 7 of 24' })).toBe(button);
    expect(button.querySelector('img')!.getAttribute('src')).toContain('/r/blue/');
  });
});

describe('RenderArea transitions', () => {
  it('cross-fades a colour change: the old picture stays underneath while the new one fades in', () => {
    const red = [mass('1')].map((i) => ({ ...i, url: '/r/red/1' }));
    const blue = [mass('1')].map((i) => ({ ...i, url: '/r/blue/1' }));
    const { rerender } = renderWithProviders(<RenderArea brand="toyota" vehicle="2024 Tacoma SR" exteriorColor="Red" interiorColor="Black" exterior={red} interior={[]} />);
    expect(document.querySelector('.cfg-viewer__image--under')).toBeNull();
    rerender(<RenderArea brand="toyota" vehicle="2024 Tacoma SR" exteriorColor="Blue" interiorColor="Black" exterior={blue} interior={[]} />);
    expect(document.querySelector('.cfg-viewer__image--under')).toHaveAttribute('src', '/r/red/1');
    const top = screen.getByRole('img', { name: /in Blue/ });
    expect(top).toHaveAttribute('src', '/r/blue/1');
    // It fades in once it has arrived (viewer-motion.test.tsx covers the wait).
    fireEvent.load(top);
    expect(top).toHaveClass('cfg-viewer__image--fade-in');
    fireEvent.animationEnd(top);
    expect(document.querySelector('.cfg-viewer__image--under')).toBeNull();
  });
});
