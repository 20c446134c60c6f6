// Start-up work one task at a time (src/main.tsx). On a slow phone every piece of start-up
// work is a long task; Lighthouse's total blocking time counts each task's part over 50 ms,
// so several short tasks cost less than one long one, and the browser can handle input and
// network answers in between (docs/demo-host.md "Performance").

/** A piece of work; it may return more steps, which run next, before the remaining ones. */
export type Step = () => void | readonly Step[];

/**
 * Runs `steps` in order, each in a task of its own. A message channel, not a chain of
 * `setTimeout(0)`: nested timers are held back 4 ms each after the fifth. A step that throws
 * is reported as an uncaught error (the error reporting hears it) and the next steps run.
 */
export function runInTasks(steps: readonly Step[]): void {
  const queue = [...steps];
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const step = queue.shift();
    if (!step) return;
    try {
      const more = step();
      if (more) queue.unshift(...more);
    } catch (error) {
      reportUncaught(error);
    }
    if (queue.length > 0) channel.port2.postMessage(null);
    else channel.port1.close();
  };
  channel.port2.postMessage(null);
}

function reportUncaught(error: unknown): void {
  if (typeof reportError === 'function') reportError(error);
  else
    setTimeout(() => {
      throw error;
    }, 0);
}
