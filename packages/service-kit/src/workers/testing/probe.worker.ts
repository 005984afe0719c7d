import { threadId } from 'node:worker_threads';

/** A worker for the kit's task-pool tests: each input asks for one way of behaving. */
export type ProbeTask =
  { kind: 'echo'; value: string } | { kind: 'thread' } | { kind: 'endless' } | { kind: 'hog-memory' } | { kind: 'exit' } | { kind: 'throw'; message: string };

export default function probe(task: ProbeTask): string | number {
  switch (task.kind) {
    case 'echo':
      return task.value;
    case 'thread':
      return threadId;
    case 'endless':
      // A synchronous loop: only terminating the thread stops it.
      for (;;) {
        /* spin */
      }
    case 'hog-memory': {
      const kept: number[][] = [];
      for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i));
    }
    case 'exit':
      process.exit(3);
      break;
    case 'throw':
      throw new Error(task.message);
  }
  return 0;
}
