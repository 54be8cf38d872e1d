/**
 * Runs `fn` with only a few hundred call frames of stack left, so a test can show that code
 * does not recurse once per variable or level: a model needing more nested calls than that
 * overflows when walked recursively, and passes when walked with an explicit stack.
 */
export function withLittleStack<T>(fn: () => T, spareFrames = 300): T {
  let reached = 0;
  // The same function finds the limit (target Infinity) and then stops short of it, so both
  // runs use frames of the same size; probing twice measures the warmed-up code.
  const dive = (depth: number, target: number): T | undefined => {
    reached = depth;
    return depth >= target ? fn() : dive(depth + 1, target);
  };
  for (let i = 0; i < 2; i++) {
    try {
      dive(0, Infinity);
    } catch {
      // RangeError: the stack is full at depth `reached`.
    }
  }
  return dive(0, Math.max(0, reached - spareFrames)) as T;
}
