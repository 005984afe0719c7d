interface DemoVideoProps {
  /** URL of the demo video. Until one is published, a labelled placeholder is shown. */
  src?: string | null;
  title?: string;
}

/**
 * The product demo. No video file is published yet, so nothing is requested
 * from the network: the frame shows what the demo will walk through.
 */
export function DemoVideo({ src = null, title = 'Product demo: from interview email to verified profile' }: DemoVideoProps) {
  if (src) {
    return (
      <figure className="demo">
        <video className="demo__video" controls preload="metadata" aria-label={title}>
          <source src={src} type="video/mp4" />
          Your browser cannot play this video.
        </video>
        <figcaption className="demo__caption">{title}</figcaption>
      </figure>
    );
  }
  return (
    <figure className="demo" aria-labelledby="demo-title">
      <div className="demo__frame" role="img" aria-label={`${title}. The video is coming soon.`}>
        <div className="demo__window" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        <div className="demo__play" aria-hidden="true">
          <svg viewBox="0 0 48 48" focusable="false">
            <circle cx="24" cy="24" r="23" fill="currentColor" opacity="0.15" />
            <path d="M19 15 L35 24 L19 33 Z" fill="currentColor" />
          </svg>
        </div>
        <ol className="demo__chapters" aria-hidden="true">
          <li>
            <span>0:00</span> Export an interview email
          </li>
          <li>
            <span>0:40</span> Upload and verify
          </li>
          <li>
            <span>1:20</span> What companies see
          </li>
        </ol>
        <span className="demo__soon">Demo video coming soon</span>
      </div>
      <figcaption id="demo-title" className="demo__caption">
        {title}
      </figcaption>
    </figure>
  );
}
