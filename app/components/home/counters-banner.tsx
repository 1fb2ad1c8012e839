import { useEffect, useRef, useState } from "react";
import { useRootData } from "~/lib/root-data";
import { frenchNumber } from "~common/format/number";

/** Spec 1 §9: the figures, and the agency count from the site map (13 when it has none). */
const DEFAULT_AGENCY_COUNT = 13;
const DURATION_MS = 3000;

type Counter = { value: number; prefix?: string; suffix?: string; label: string };

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * The numbers are in the server HTML at their final value (crawlers, no-JS and reduced-motion
 * readers get them as they are); in the browser they count up once, over 3 s, when the
 * banner scrolls into view. Each frame writes the figure's text itself: a React render per
 * frame and per figure, for 3 s, kept the main thread busy while the visitor scrolls.
 */
function AnimatedNumber({ value, active }: { value: number; active: boolean }) {
  const figure = useRef<HTMLSpanElement>(null);
  const started = useRef(false);
  useEffect(() => {
    const element = figure.current;
    if (!element || !active || started.current || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    started.current = true;
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const progress = Math.min(1, (now - start) / DURATION_MS);
      element.textContent = frenchNumber(Math.round(value * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    });
    return () => {
      cancelAnimationFrame(frame);
      element.textContent = frenchNumber(value);
    };
  }, [active, value]);
  return <span ref={figure}>{frenchNumber(value)}</span>;
}

export function CountersBanner() {
  const { agencies } = useRootData();
  const banner = useRef<HTMLElement>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => entry.isIntersecting && setInView(true), { threshold: 0.4 });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const counters: Counter[] = [
    { value: 100, prefix: "Top ", label: "des cabinets de recrutement en France" },
    { value: 500, suffix: "+", label: "recrutements par an" },
    { value: 2500, suffix: "+", label: "candidats rencontrés chaque semaine" },
    { value: 93, suffix: " %", label: "de clients satisfaits" },
    { value: agencies.length || DEFAULT_AGENCY_COUNT, label: "agences en France" },
  ];
  return (
    <section ref={banner} aria-label="Nos chiffres clés" className="bg-brand-900 text-white">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 text-center md:grid-cols-5">
        {counters.map((counter) => (
          <li key={counter.label}>
            <p className="text-4xl font-extrabold tabular-nums text-accent-light">
              {counter.prefix}
              <AnimatedNumber value={counter.value} active={inView} />
              {counter.suffix}
            </p>
            <p className="mt-2 text-sm text-slate-200">{counter.label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
