import { Children, useCallback, useEffect, useId, useRef, useState } from "react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";

type CarouselProps = {
  /** Names the carousel for screen readers («Témoignages clients»…). */
  label: string;
  children: React.ReactNode;
  /** Milliseconds between slides; omitted: no autoplay. Never when reduced motion is asked. */
  autoplayMs?: number;
  /** Tailwind width classes of one slide, e.g. "w-full" or "w-full md:w-1/3". */
  slideClass?: string;
};

const prefersReducedMotion = () => typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * A scroll-snap carousel: slides are plain HTML (crawlers and no-JS readers get them all),
 * buttons move one slide, keyboard arrows work on the focused region, autoplay pauses on
 * hover, on focus and with its own button, and stays off when reduced motion is asked.
 */
export function Carousel({ label, children, autoplayMs, slideClass = "w-full" }: CarouselProps) {
  const slides = Children.toArray(children);
  const [hovered, setHovered] = useState(false);
  const { track, current, goTo, onScroll } = useSlideTrack(slides.length);
  const showNext = useCallback(() => goTo(current + 1), [goTo, current]);
  const [playing, setPlaying] = useAutoplay(autoplayMs, !hovered, showNext);
  const id = useId();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys anywhere in the carousel move it (APG carousel)
    <section
      aria-roledescription="carrousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocusCapture={() => setHovered(true)}
      onBlurCapture={() => setHovered(false)}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") goTo(current + 1);
        if (event.key === "ArrowLeft") goTo(current - 1);
      }}
    >
      <ul
        ref={track}
        id={id}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable: a keyboard user can scroll the track even when its slides hold no link
        tabIndex={0}
        onScroll={onScroll}
        aria-live={playing ? "off" : "polite"}
        className="flex snap-x snap-mandatory overflow-x-auto scroll-smooth [scrollbar-width:none]"
      >
        {slides.map((slide, index) => (
          <li
            key={index}
            aria-roledescription="diapositive"
            aria-label={`${index + 1} sur ${slides.length}`}
            className={`shrink-0 snap-start px-2 ${slideClass}`}
          >
            {slide}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex items-center justify-center gap-3">
        <button type="button" className={button} aria-controls={id} aria-label="Diapositive précédente" onClick={() => goTo(current - 1)}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        {autoplayMs && (
          <button
            type="button"
            className={button}
            aria-label={playing ? "Mettre en pause le défilement" : "Reprendre le défilement"}
            onClick={() => setPlaying(!playing)}
          >
            {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
          </button>
        )}
        <button type="button" className={button} aria-controls={id} aria-label="Diapositive suivante" onClick={() => goTo(current + 1)}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}

const button = "rounded-full border border-slate-300 bg-white p-2 shadow hover:bg-slate-50";

/** The scrolling list of slides: which one shows (followed as the visitor swipes), and a way to bring one into view. */
function useSlideTrack(count: number) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);

  const goTo = useCallback(
    (index: number) => {
      const list = track.current;
      if (!list) return;
      const target = (index + count) % count;
      const slide = list.children[target] as HTMLElement | undefined;
      list.scrollTo({ left: slide ? slide.offsetLeft - list.offsetLeft : 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
      setCurrent(target);
    },
    [count],
  );

  const onScroll = () => {
    const list = track.current;
    if (!list || list.children.length === 0) return;
    const width = (list.children[0] as HTMLElement).offsetWidth || 1;
    setCurrent(Math.round(list.scrollLeft / width));
  };

  return { track, current, goTo, onScroll };
}

/**
 * Calls `next` every `autoplayMs` while playing and `running` (not hovered nor focused); a new
 * `next` (another slide shown) starts the wait again. Plays once mounted unless reduced motion
 * is asked, which the server cannot know.
 */
function useAutoplay(autoplayMs: number | undefined, running: boolean, next: () => void) {
  const [playing, setPlaying] = useState(false);
  useEffect(() => setPlaying(Boolean(autoplayMs) && !prefersReducedMotion()), [autoplayMs]);
  useEffect(() => {
    if (!playing || !running || !autoplayMs) return;
    const timer = setInterval(next, autoplayMs);
    return () => clearInterval(timer);
  }, [playing, running, autoplayMs, next]);
  return [playing, setPlaying] as const;
}
