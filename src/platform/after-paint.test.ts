import { afterNextPaint } from './after-paint';

/** A window whose frames and timers run when the test says, recording the order of events. */
function fakeWindow() {
  const log: string[] = [];
  let frames: Array<() => void> = [];
  let timers: Array<() => void> = [];
  const win = {
    requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(() => cb(0)),
    cancelAnimationFrame: (id: number) => {
      frames[id - 1] = () => log.push('cancelled frame');
    },
    setTimeout: ((cb: () => void) => timers.push(cb)) as unknown as typeof setTimeout,
    clearTimeout: ((id: number) => {
      timers[id - 1] = () => log.push('cancelled timer');
    }) as unknown as typeof clearTimeout,
  };
  const frame = () => {
    const run = frames;
    frames = [];
    run.forEach((f) => f());
    log.push('paint');
  };
  const tasks = () => {
    const run = timers;
    timers = [];
    run.forEach((t) => t());
  };
  return { win, log, frame, tasks };
}

describe('afterNextPaint', () => {
  it('runs the task in a task after the next frame has painted, not before', () => {
    const { win, log, frame, tasks } = fakeWindow();
    afterNextPaint(() => log.push('task'), win);
    tasks();
    expect(log).toEqual([]);
    frame();
    tasks();
    expect(log).toEqual(['paint', 'task']);
  });

  it('cancels before the frame and before the timer', () => {
    const early = fakeWindow();
    afterNextPaint(() => early.log.push('task'), early.win)();
    early.frame();
    early.tasks();
    expect(early.log).toEqual(['cancelled frame', 'paint']);
    const late = fakeWindow();
    const cancel = afterNextPaint(() => late.log.push('task'), late.win);
    late.frame();
    cancel();
    late.tasks();
    expect(late.log).toEqual(['paint', 'cancelled timer']);
  });
});

describe('afterNextPaint from several callers in one frame', () => {
  it('asks the browser for one frame, runs every task after it, and keeps the others when one cancels', () => {
    const { win, log, frame, tasks } = fakeWindow();
    let requested = 0;
    const counting = { ...win, requestAnimationFrame: (cb: FrameRequestCallback) => ((requested += 1), win.requestAnimationFrame(cb)) };
    afterNextPaint(() => log.push('first'), counting);
    const cancelSecond = afterNextPaint(() => log.push('second'), counting);
    afterNextPaint(() => log.push('third'), counting);
    cancelSecond();
    expect(requested).toBe(1);
    frame();
    tasks();
    expect(log).toEqual(['paint', 'first', 'third']);
    // The next frame is a new request.
    afterNextPaint(() => log.push('later'), counting);
    expect(requested).toBe(2);
    frame();
    tasks();
    expect(log).toEqual(['paint', 'first', 'third', 'paint', 'later']);
  });
});

describe('afterNextPaint with a task scheduler', () => {
  it('queues the task at background priority after the frame, and aborts it on cancel', async () => {
    const { win, log, frame } = fakeWindow();
    const posted: Array<{ task: () => void; priority: string; signal: AbortSignal }> = [];
    const scheduler = {
      postTask: (task: () => void, options: { priority: 'background'; signal: AbortSignal }) => {
        posted.push({ task, ...options });
        return new Promise<void>((resolve, reject) => options.signal.addEventListener('abort', () => reject(new Error('aborted'))));
      },
    };
    const cancel = afterNextPaint(() => log.push('task'), { ...win, scheduler });
    expect(posted).toHaveLength(0);
    frame();
    expect(posted.map((p) => p.priority)).toEqual(['background']);
    posted[0]!.task();
    expect(log).toEqual(['paint', 'task']);
    const second = afterNextPaint(() => log.push('second'), { ...win, scheduler });
    frame();
    second();
    expect(posted[1]!.signal.aborted).toBe(true);
    // The first task has run: its cancel (an effect's cleanup on the next pick) aborts nothing.
    cancel();
    expect(posted[0]!.signal.aborted).toBe(false);
    await Promise.resolve();
  });
});
