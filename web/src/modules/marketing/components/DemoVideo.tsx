import { useEffect, useRef, useState } from 'react';
import { HOW_IT_WORKS_STEPS } from './HowItWorks';

/**
 * The product tour, recorded from the real product by `npm run demo:record` (deploy/demo/record.ts)
 * into web/public/demo/, which the build serves as dist/demo/ (outside the bundle). Relative URLs:
 * the app is always index.html (hash routing), wherever dist/ is served.
 */
const TOUR = 'demo/product-tour';

interface DemoVideoProps {
  title?: string;
}

/** `m:ss` */
function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The video with captions on by default, and the three how-it-works chapters under it: their start
 * times come from the chapters track (the recorder writes it), so a re-recording needs no code change.
 */
export function DemoVideo({ title = 'Product demo: from interview email to verified profile' }: DemoVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const chapters = useRef<HTMLTrackElement>(null);
  const [starts, setStarts] = useState<number[]>([]);

  useEffect(() => {
    const element = chapters.current;
    if (!element) return;
    // 'hidden' loads the cues without drawing them; a non-default track would stay unloaded.
    element.track.mode = 'hidden';
    const read = () => setStarts(Array.from(element.track.cues ?? [], (cue) => cue.startTime));
    if (element.readyState === HTMLTrackElement.LOADED) read();
    element.addEventListener('load', read);
    return () => element.removeEventListener('load', read);
  }, []);

  const jump = (at: number) => {
    const player = video.current;
    if (!player) return;
    player.currentTime = at;
    player.play().catch(() => undefined);
  };

  return (
    <figure className="demo">
      <video ref={video} className="demo__video" controls preload="metadata" poster={`${TOUR}.jpg`} aria-label={title}>
        <source src={`${TOUR}.webm`} type="video/webm" />
        <source src={`${TOUR}.mp4`} type="video/mp4" />
        <track kind="captions" src={`${TOUR}.en.vtt`} srcLang="en" label="English" default />
        <track ref={chapters} kind="chapters" src={`${TOUR}.chapters.vtt`} srcLang="en" label="Chapters" />
        Your browser cannot play this video. <a href={`${TOUR}.mp4`}>Download the product tour</a>.
      </video>
      <figcaption className="demo__caption">{title}</figcaption>
      <ol className="demo__chapters" aria-label="Chapters">
        {HOW_IT_WORKS_STEPS.map((step, index) => {
          const at = starts[index];
          return (
            <li key={step.title}>
              <button type="button" className="demo__chapter" disabled={at === undefined} onClick={() => at !== undefined && jump(at)}>
                <span className="demo__chapter-time">{at === undefined ? `${index + 1}.` : clock(at)}</span> {step.title}
              </button>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
