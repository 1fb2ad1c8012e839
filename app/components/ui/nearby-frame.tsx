import { useEffect, useRef, useState, type IframeHTMLAttributes } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/** How far below the screen a frame starts loading: about a phone screen ahead of the scroll. */
const LOAD_AHEAD = "800px 0px";

type NearbyFrameProps = Omit<IframeHTMLAttributes<HTMLIFrameElement>, "className"> & {
  src: string;
  title: string;
  /** The box's classes: its size and look, the same before and after the frame is there. */
  className: string;
};

/**
 * Another site's page (a map, a video) written into ours only once the visitor scrolls near
 * it. Chromium's `loading="lazy"` starts such frames 1,250 to 4,000 px below the screen: on a
 * phone the agency's map, 4,300 px down, loaded with the page, and its document was parsed and
 * laid out on our main thread while the page hydrated (decision 0047). Without scripts the
 * frame is in the page as before, from `<noscript>`.
 *
 * From the keyboard, focus can pass the box before it comes near the screen (on a phone, the
 * agency's map is more than 800 px below the link before it): until the frame is there, the
 * box is a stop of its own, named by the frame's title, that writes the frame when focused, so
 * the next Tab reaches the frame's controls.
 */
export function NearbyFrame({ className, title, src, ...frame }: NearbyFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  // The address seen near the screen: another agency's page, reached by a link, keeps this
  // component but waits for the visitor to come near its own map.
  const [nearSrc, setNearSrc] = useState<string | null>(null);
  const near = nearSrc === src;
  // The box keeps its stop while it has the focus: Tab then goes on into the frame written in it.
  // (Focusing the frame itself would not do: Chrome then leaves another site's frame on Tab.)
  const [focused, setFocused] = useState(false);
  const keyboardStop = useHydrated() && (!near || focused);
  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(([entry]) => entry.isIntersecting && setNearSrc(src), { rootMargin: LOAD_AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [src, near]);
  const iframe = <iframe src={src} title={title} loading="lazy" referrerPolicy="strict-origin-when-cross-origin" {...frame} className="size-full border-0" />;
  return (
    <div
      ref={box}
      role="group"
      aria-label={title}
      // The box stands for the frame, itself a keyboard stop, until the frame is written.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={keyboardStop ? 0 : undefined}
      onFocus={(event) => {
        // Focus that reaches the box itself: only its stop gives it (a frame's bubbles up).
        if (event.target !== event.currentTarget) return;
        setFocused(true);
        setNearSrc(src);
      }}
      onBlur={(event) => event.target === event.currentTarget && setFocused(false)}
      className={`overflow-hidden ${className}`}
    >
      {near ? iframe : <noscript>{iframe}</noscript>}
    </div>
  );
}
