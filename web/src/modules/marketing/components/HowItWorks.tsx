/** The three steps; the demo video's chapters carry the same names (deploy/demo/record.ts). */
export const HOW_IT_WORKS_STEPS = [
  {
    title: 'Share your best interviews',
    text: 'Export the emails from your interview processes (invitations, onsite schedules, offers) and upload them. It takes about a minute.',
  },
  {
    title: 'Build your profile',
    text: 'Add your skills, experience and what you are looking for. Your verified interviews sit next to them on an anonymous profile.',
  },
  {
    title: 'Get discovered',
    text: 'Companies searching for proven talent find your profile. When one unlocks it, they contact you by email.',
  },
];

export function HowItWorks() {
  return (
    <section className="how" aria-labelledby="how-title">
      <div className="container">
        <div className="section-heading">
          <p className="eyebrow">How it works</p>
          <h2 id="how-title" className="section-title">
            Three steps to a profile that speaks for itself
          </h2>
        </div>
        <ol className="steps">
          {HOW_IT_WORKS_STEPS.map((step, index) => (
            <li key={step.title} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="steps__title">{step.title}</h3>
              <p className="steps__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
