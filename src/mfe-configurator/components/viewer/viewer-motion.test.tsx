import { act, fireEvent } from '@testing-library/react';
import type { ImageVariant } from '../../../domain/entities';
import { renderWithProviders, screen, within } from '../../../../test/test-utils';
import { RenderArea } from '../render-area';
import { TURN_FRAME_MS } from './use-picture-swap';

const mass = (angle: string, colour = 'red'): ImageVariant => ({ alias: angle, disclaimer: '', isHero: false, url: `/r/${colour}/${angle}`, angle, background: '/images/backgrounds/studio' }) as ImageVariant;
// The live catalogs' list: side view first (the hero), then 15 degrees at a time. Turning order:
// 4 17 18 2 19 20 1 21 22 3 23 24 5 25 26 8 27 28 6 29 30 7 31 32.
const catalog = ['1', '21', '22', '3', '23', '24', '5', '25', '26', '8', '27', '28', '6', '29', '30', '7', '31', '32', '4', '17', '18', '2', '19', '20'];

beforeAll(() => {
  if (!('PointerEvent' in window)) {
    class PointerEventShim extends MouseEvent {
      pointerId: number;
      pointerType: string;
      constructor(type: string, init: MouseEventInit & { pointerId?: number; pointerType?: string } = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    Object.assign(window, { PointerEvent: PointerEventShim });
  }
});

afterEach(() => {
  jest.useRealTimers();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const area = (colour: string) =>
  <RenderArea brand="toyota" vehicle="2024 Tacoma SR" exteriorColor={colour} interiorColor="Black" exterior={catalog.map((a) => mass(a, colour))} interior={[]} />;

describe('a colour change', () => {
  it('keeps the old picture while the new one loads, says it is loading, then cross-fades', () => {
    const { rerender } = renderWithProviders(area('red'));
    const slider = screen.getByRole('slider', { name: 'Turn the vehicle' });
    expect(slider).toHaveAttribute('aria-busy', 'false');
    rerender(area('blue'));
    const under = document.querySelector('.cfg-viewer__image--under');
    expect(under).toHaveAttribute('src', '/r/red/1');
    const incoming = screen.getByRole('img', { name: /in blue/ });
    expect(incoming).toHaveAttribute('src', '/r/blue/1');
    // Invisible (CSS opacity 0) until it has loaded: the red car stays on screen.
    expect(incoming).toHaveClass('cfg-viewer__image--incoming');
    expect(incoming).not.toHaveClass('cfg-viewer__image--fade-in');
    expect(slider).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the picture…');
    // The fade cannot end before the picture arrives.
    fireEvent.animationEnd(incoming);
    expect(document.querySelector('.cfg-viewer__image--under')).not.toBeNull();
    fireEvent.load(incoming);
    expect(incoming).toHaveClass('cfg-viewer__image--fade-in');
    expect(slider).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    fireEvent.animationEnd(incoming);
    expect(document.querySelector('.cfg-viewer__image--under')).toBeNull();
  });

  it('cross-fades when the colour name arrives a render before its pictures (as the build sends them)', () => {
    const { rerender } = renderWithProviders(area('red'));
    rerender(<RenderArea brand="toyota" vehicle="2024 Tacoma SR" exteriorColor="blue" interiorColor="Black" exterior={catalog.map((a) => mass(a, 'red'))} interior={[]} />);
    expect(document.querySelector('.cfg-viewer__image--under')).toBeNull();
    rerender(area('blue'));
    expect(document.querySelector('.cfg-viewer__image--under')).toHaveAttribute('src', '/r/red/1');
    expect(screen.getByRole('img', { name: /in blue/ })).toHaveClass('cfg-viewer__image--incoming');
  });

  it('keeps the picture on screen underneath when the shopper picks again before the new one arrived', () => {
    const { rerender } = renderWithProviders(area('red'));
    rerender(area('blue'));
    rerender(area('grey'));
    expect(document.querySelector('.cfg-viewer__image--under')).toHaveAttribute('src', '/r/red/1');
    expect(screen.getByRole('img', { name: /in grey/ })).toHaveClass('cfg-viewer__image--incoming');
  });

  it("asks for the new paint's other angles only once its first picture has arrived (nothing competes on a slow network)", () => {
    const asked: string[] = [];
    const RealImage = window.Image;
    window.Image = class {
      decoding = '';
      set src(value: string) {
        asked.push(value);
      }
    } as unknown as typeof Image;
    try {
      const { rerender } = renderWithProviders(area('red'));
      rerender(area('blue'));
      const blueAngles = () => asked.filter((url) => url.startsWith('/r/blue/') && !url.includes('width='));
      expect(blueAngles()).toEqual(['/r/blue/1']);
      fireEvent.load(screen.getByRole('img', { name: /in blue/ }));
      expect(blueAngles()).toEqual(['/r/blue/1', '/r/blue/21', '/r/blue/20', '/r/blue/22', '/r/blue/19', '/r/blue/3', '/r/blue/2']);
    } finally {
      window.Image = RealImage;
    }
  });

  it('says it is loading in Spanish on Spanish pages', () => {
    const { rerender } = renderWithProviders(area('rojo'), { language: 'es' });
    rerender(area('azul'));
    expect(screen.getByRole('status')).toHaveTextContent('Cargando la imagen…');
  });
});

describe('an animated turn', () => {
  it('steps through the angles between when a thumbnail is several steps away', async () => {
    jest.useFakeTimers();
    renderWithProviders(area('red'));
    const image = () => screen.getByRole('img', { name: /in red/ }).getAttribute('src');
    expect(image()).toBe('/r/red/1');
    fireEvent.click(screen.getByRole('button', { name: 'Angle 10 of 24' }));
    // The slider says where the turn goes at once; the picture walks there frame by frame.
    expect(screen.getByRole('slider', { name: 'Turn the vehicle' })).toHaveAttribute('aria-valuenow', '10');
    const frames = [image()];
    for (let i = 0; i < 4; i += 1) {
      await act(async () => {
        jest.advanceTimersByTime(TURN_FRAME_MS);
      });
      frames.push(image());
    }
    expect(frames).toEqual(['/r/red/1', '/r/red/21', '/r/red/22', '/r/red/3', '/r/red/3']);
  });

  it('turns the short way round (from the nose back past the tail side)', async () => {
    jest.useFakeTimers();
    renderWithProviders(area('red'));
    const image = () => screen.getByRole('img', { name: /in red/ }).getAttribute('src');
    fireEvent.click(screen.getByRole('button', { name: 'Angle 1 of 24' }));
    const frames: Array<string | null> = [];
    for (let i = 0; i < 6; i += 1) {
      await act(async () => {
        jest.advanceTimersByTime(TURN_FRAME_MS);
      });
      frames.push(image());
    }
    expect(frames).toEqual(['/r/red/20', '/r/red/19', '/r/red/2', '/r/red/18', '/r/red/17', '/r/red/4']);
  });

  it('jumps at once under prefers-reduced-motion', () => {
    Object.assign(window, { matchMedia: (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }) });
    renderWithProviders(area('red'));
    fireEvent.click(screen.getByRole('button', { name: 'Angle 10 of 24' }));
    expect(screen.getByRole('img', { name: /in red/ })).toHaveAttribute('src', '/r/red/3');
  });
});

describe('full-screen zoom', () => {
  async function openFull(language: 'en' | 'es' = 'en') {
    const view = renderWithProviders(area('red'), { language });
    await view.user.click(screen.getByRole('button', { name: language === 'en' ? 'Full screen' : 'Pantalla completa' }));
    const dialog = screen.getByRole('dialog');
    const stage = within(dialog).getByRole('slider');
    // jsdom lays nothing out: give the stage a size and a scroll position that keeps what is set.
    Object.defineProperty(stage, 'clientWidth', { value: 1000 });
    Object.defineProperty(stage, 'clientHeight', { value: 600 });
    stage.getBoundingClientRect = () => ({ left: 0, top: 0, right: 1000, bottom: 600, width: 1000, height: 600, x: 0, y: 0, toJSON: () => ({}) });
    let left = 0;
    let top = 0;
    Object.defineProperty(stage, 'scrollLeft', { get: () => left, set: (v: number) => void (left = v) });
    Object.defineProperty(stage, 'scrollTop', { get: () => top, set: (v: number) => void (top = v) });
    return { ...view, dialog, stage, scroll: () => ({ left, top }) };
  }
  const click = (stage: HTMLElement, x: number, y: number) => {
    fireEvent.pointerDown(stage, { clientX: x, clientY: y, pointerId: 1, button: 0 });
    fireEvent.pointerUp(stage, { clientX: x, clientY: y, pointerId: 1, button: 0 });
  };

  it('zooms in at the point clicked, so that point stays under the pointer', async () => {
    const { dialog, stage, scroll } = await openFull();
    click(stage, 700, 300);
    expect(within(dialog).getByText('Zoom 150%')).toBeInTheDocument();
    expect(stage.querySelector('.cfg-viewer__canvas--zoom-150')).not.toBeNull();
    // 700 px across is 70% of the picture; at 1.5x that spot is at 1050, shown at 700: scrolled 350.
    expect(scroll()).toEqual({ left: 350, top: 150 });
  });

  it('pans by drag while zoomed instead of turning, and by arrow keys', async () => {
    const { stage, scroll } = await openFull();
    click(stage, 500, 300);
    const before = stage.getAttribute('aria-valuenow');
    expect(scroll()).toEqual({ left: 250, top: 150 });
    fireEvent.pointerDown(stage, { clientX: 500, clientY: 300, pointerId: 2, button: 0 });
    fireEvent.pointerMove(stage, { clientX: 400, clientY: 260, pointerId: 2 });
    fireEvent.pointerUp(stage, { clientX: 400, clientY: 260, pointerId: 2 });
    expect(scroll()).toEqual({ left: 350, top: 190 });
    expect(within(document.body).getByText('Zoom 150%')).toBeInTheDocument();
    fireEvent.keyDown(stage, { key: 'ArrowLeft' });
    expect(scroll()).toEqual({ left: 200, top: 190 });
    expect(stage).toHaveAttribute('aria-valuenow', before!);
    // "-" zooms back out; then the arrow keys turn the car again.
    fireEvent.keyDown(stage, { key: '-' });
    expect(screen.getByText('Zoom 100%')).toBeInTheDocument();
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    expect(stage).toHaveAttribute('aria-valuenow', String(Number(before) + 1));
  });

  it('zooms in and out by a pinch around the fingers', async () => {
    const { stage } = await openFull();
    fireEvent.pointerDown(stage, { clientX: 400, clientY: 300, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerDown(stage, { clientX: 600, clientY: 300, pointerId: 2, pointerType: 'touch' });
    fireEvent.pointerMove(stage, { clientX: 680, clientY: 300, pointerId: 2, pointerType: 'touch' });
    expect(screen.getByText('Zoom 150%')).toBeInTheDocument();
    fireEvent.pointerMove(stage, { clientX: 780, clientY: 300, pointerId: 2, pointerType: 'touch' });
    expect(screen.getByText('Zoom 200%')).toBeInTheDocument();
    // Closing the fingers steps back out, one step per 1.3x.
    fireEvent.pointerMove(stage, { clientX: 600, clientY: 300, pointerId: 2, pointerType: 'touch' });
    expect(screen.getByText('Zoom 150%')).toBeInTheDocument();
    fireEvent.pointerMove(stage, { clientX: 500, clientY: 300, pointerId: 2, pointerType: 'touch' });
    expect(screen.getByText('Zoom 100%')).toBeInTheDocument();
    fireEvent.pointerUp(stage, { clientX: 500, clientY: 300, pointerId: 2, pointerType: 'touch' });
    fireEvent.pointerUp(stage, { clientX: 400, clientY: 300, pointerId: 1, pointerType: 'touch' });
    // A pinch is not a click: it took no extra step.
    expect(screen.getByText('Zoom 100%')).toBeInTheDocument();
  });

  it('zooms around the middle with the buttons, named in Spanish on Spanish pages', async () => {
    const { dialog, user, scroll } = await openFull('es');
    await user.click(within(dialog).getByRole('button', { name: 'Acercar' }));
    expect(scroll()).toEqual({ left: 250, top: 150 });
    expect(within(dialog).getByText('Arrastra o usa las flechas para recorrer la imagen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Alejar' }));
    expect(scroll()).toEqual({ left: 0, top: 0 });
  });
});
