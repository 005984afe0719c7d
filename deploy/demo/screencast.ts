/**
 * The demo recorder's film: one tab's frames from Chromium's own screencast (CDP
 * `Page.startScreencast`), on a timeline that runs only while the tour records. Waits for the back
 * end (an upload being verified, an event reaching the search) are cut out with `paused()`, and a
 * still screen lasts as long as the tour holds it (Chromium sends a frame only when the screen
 * changes, so each frame lasts until the next one). Markers on the same timeline become the
 * WebVTT captions and chapters.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';

export interface Frame {
  file: string;
  /** When it appeared, in ms of recorded time. */
  atMs: number;
}

export interface Cue {
  startMs: number;
  endMs: number;
  text: string;
}

/** A text that holds from one marker to the next one of its kind (or to the end). */
interface Marker {
  atMs: number;
  text: string;
}

export class Screencast {
  readonly frames: Frame[] = [];
  private readonly captionMarks: Marker[] = [];
  private readonly chapterMarks: Marker[] = [];
  private readonly stills = new Map<string, number>();
  private cdp: CDPSession | null = null;
  private elapsedMs = 0;
  private runningSince: number | null = null;
  private latest: Buffer | null = null;
  private endMs: number | null = null;

  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  /** Recorded time so far (ms). */
  now(): number {
    return this.elapsedMs + (this.runningSince === null ? 0 : Date.now() - this.runningSince);
  }

  async start(page: Page, size: { width: number; height: number }): Promise<void> {
    const cdp = await page.context().newCDPSession(page);
    this.cdp = cdp;
    cdp.on('Page.screencastFrame', (event) => {
      // Chromium sends the next frame only once this one is acknowledged.
      cdp.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => undefined);
      this.latest = Buffer.from(event.data, 'base64');
      if (this.runningSince !== null) this.add(this.latest);
    });
    this.runningSince = Date.now();
    await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 92, maxWidth: size.width, maxHeight: size.height, everyNthFrame: 1 });
  }

  private add(data: Buffer): void {
    const file = join(this.dir, `frame-${String(this.frames.length).padStart(6, '0')}.jpg`);
    writeFileSync(file, data);
    this.frames.push({ file, atMs: this.now() });
  }

  /** Cuts `wait` out of the film: what the screen shows when it returns starts the next shot. */
  async paused<T>(wait: () => Promise<T>): Promise<T> {
    if (this.runningSince === null) return wait();
    this.elapsedMs = this.now();
    this.runningSince = null;
    let fresh: Buffer | null = null;
    try {
      const result = await wait();
      // The screencast sends a frame when the compositor draws one, not when a wait ends: the
      // next shot starts from a screenshot of what is on screen now.
      const shot = await this.cdp?.send('Page.captureScreenshot', { format: 'jpeg', quality: 92 }).catch(() => undefined);
      if (shot) fresh = Buffer.from(shot.data, 'base64');
      return result;
    } finally {
      this.runningSince = Date.now();
      const frame = fresh ?? this.latest;
      if (frame) this.add(frame);
    }
  }

  /** A caption from now until the next one (a null text ends the current one). */
  caption(text: string | null): void {
    this.captionMarks.push({ atMs: this.now(), text: text ?? '' });
  }

  chapter(title: string): void {
    this.chapterMarks.push({ atMs: this.now(), text: title });
  }

  /** Remembers this moment's time, e.g. for the poster frame. */
  mark(name: string): void {
    this.stills.set(name, this.now());
  }

  markAt(name: string): number | undefined {
    return this.stills.get(name);
  }

  async stop(): Promise<number> {
    this.endMs = this.now();
    this.runningSince = null;
    await this.cdp?.send('Page.stopScreencast').catch(() => undefined);
    await this.cdp?.detach().catch(() => undefined);
    return this.endMs;
  }

  get durationMs(): number {
    return this.endMs ?? this.now();
  }

  captions(): Cue[] {
    return cues(this.captionMarks, this.durationMs);
  }

  chapters(): Cue[] {
    return cues(this.chapterMarks, this.durationMs);
  }
}

export function cues(marks: readonly Marker[], endMs: number): Cue[] {
  return marks
    .map((mark, i) => ({ startMs: mark.atMs, endMs: marks[i + 1]?.atMs ?? endMs, text: mark.text }))
    .filter((cue) => cue.text !== '' && cue.endMs > cue.startMs);
}

/** `00:01:02.345` */
export function vttTime(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(total / 3_600_000))}:${pad(Math.floor(total / 60_000) % 60)}:${pad(Math.floor(total / 1000) % 60)}.${pad(total % 1000, 3)}`;
}

/** A WebVTT file: one numbered cue per entry (`-->` cannot occur in a cue's text). */
export function webVtt(list: readonly Cue[]): string {
  const body = list.map((cue, i) => `${i + 1}\n${vttTime(cue.startMs)} --> ${vttTime(cue.endMs)}\n${cue.text.replace(/-->/g, '->')}\n`);
  return ['WEBVTT', '', ...body].join('\n');
}

/**
 * An ffconcat list: each frame held until the next one, the last until `endMs`. The concat
 * demuxer reads a duration for every file but the last, so the last frame is listed twice.
 */
export function concatList(frames: readonly Frame[], endMs: number): string {
  const lines = ['ffconcat version 1.0'];
  frames.forEach((frame, i) => {
    const until = frames[i + 1]?.atMs ?? endMs;
    if (until <= frame.atMs) return;
    lines.push(`file '${frame.file}'`, `duration ${((until - frame.atMs) / 1000).toFixed(3)}`);
  });
  const last = frames.at(-1);
  if (last) lines.push(`file '${last.file}'`);
  return `${lines.join('\n')}\n`;
}
