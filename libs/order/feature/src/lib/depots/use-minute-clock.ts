import { useEffect, useState } from 'react';

/**
 * The current time, renewed on every full minute: "Open now" turns to "Closed now" at closing time
 * while the page stays open, without re-rendering more often than the answer can change.
 */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        setNow(new Date());
        schedule();
      }, 60_000 - (Date.now() % 60_000));
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
