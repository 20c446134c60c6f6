// Where the loader leaves the elements whose first reads are to start, for the early reads'
// chunk (earlyAnswers.ts) to take as it evaluates. The chunk is fetched by a dynamic import,
// whose promise settles only after every module evaluated in the same turn (the runtime,
// when its chunk arrives together with it): a callback on that promise would start the reads
// after the runtime has evaluated. Taken from here, they start before the runtime does.
import type { ElementKind } from '../elements';
import type { ElementConfigProps } from './config';

type Start = (kind: ElementKind, host: Element, values: ElementConfigProps) => void;

const waiting: Parameters<Start>[] = [];
let starter: Start | undefined;

/** Starts the first reads of an element now if the early reads' chunk is in, else when it is. */
export function requestFirstReads(...request: Parameters<Start>): void {
  if (starter) starter(...request);
  else waiting.push(request);
}

/** Called by the early reads' chunk as it evaluates: it starts what waits, and what comes. */
export function provideStarter(start: Start): void {
  starter = start;
  for (const request of waiting.splice(0)) start(...request);
}
