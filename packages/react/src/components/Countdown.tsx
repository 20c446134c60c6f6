import { useEffect, useRef, useState } from 'react';

export interface CountdownProps {
  /** Seconds to count down from. */
  seconds: number;
  /** Called once when the count reaches 0. */
  onDone?: () => void;
  /** Renders the remaining seconds. Defaults to the number itself. */
  format?: (remaining: number) => string;
}

/** spec §4: countdowns tick every second. Shown with `role="timer"` (not announced each tick). */
export function Countdown({ seconds, onDone, format = String }: CountdownProps) {
  const [remaining, setRemaining] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    setRemaining(seconds);
    const started = Date.now();
    const timer = setInterval(() => {
      const left = Math.max(0, seconds - Math.round((Date.now() - started) / 1000));
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer);
        done.current?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return (
    <span className="avios-countdown" role="timer" aria-live="off" part="countdown">
      {format(remaining)}
    </span>
  );
}
