import { useRef } from 'react';
import { act, render } from '@testing-library/react';
import { useMotionAfterPaint } from './use-motion-after-paint';

function Card({ trigger, play }: { trigger: unknown; play: boolean }) {
  const element = useRef<HTMLDivElement>(null);
  useMotionAfterPaint(element, trigger, play);
  return <div ref={element} data-testid="card" />;
}

/** Holds the page's animation frames until the test paints one. */
function heldFrames() {
  let frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    frames[id - 1] = () => undefined;
  });
  return async () => {
    const run = frames;
    frames = [];
    run.forEach((frame) => frame(0));
    // The motion is set in a task queued from the frame.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  };
}

describe('useMotionAfterPaint', () => {
  afterEach(() => jest.restoreAllMocks());

  it('plays nothing on the first render', async () => {
    const paint = heldFrames();
    const { getByTestId } = render(<Card trigger="a" play />);
    await paint();
    expect(getByTestId('card')).not.toHaveAttribute('data-motion');
  });

  it('starts the motion after the frame that shows the change, and again on the next change', async () => {
    const paint = heldFrames();
    const { getByTestId, rerender } = render(<Card trigger={1} play />);
    rerender(<Card trigger={2} play />);
    // The frame of the change shows the element at rest.
    expect(getByTestId('card')).not.toHaveAttribute('data-motion');
    await paint();
    expect(getByTestId('card')).toHaveAttribute('data-motion');
    rerender(<Card trigger={3} play />);
    expect(getByTestId('card')).not.toHaveAttribute('data-motion');
    await paint();
    expect(getByTestId('card')).toHaveAttribute('data-motion');
  });

  it('clears the motion, and starts none, when the change says not to play (a card unpicked)', async () => {
    const paint = heldFrames();
    const { getByTestId, rerender } = render(<Card trigger={false} play={false} />);
    rerender(<Card trigger play />);
    await paint();
    expect(getByTestId('card')).toHaveAttribute('data-motion');
    rerender(<Card trigger={false} play={false} />);
    await paint();
    expect(getByTestId('card')).not.toHaveAttribute('data-motion');
  });

  it('drops a motion still waiting for its frame when the change is overtaken', async () => {
    const paint = heldFrames();
    const { getByTestId, rerender } = render(<Card trigger={false} play={false} />);
    rerender(<Card trigger play />);
    rerender(<Card trigger={false} play={false} />);
    await paint();
    expect(getByTestId('card')).not.toHaveAttribute('data-motion');
  });
});
