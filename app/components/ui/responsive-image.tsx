import { IMAGE_KINDS, heightFor, isVariantBase, variantUrl, type ImageKind } from "~common/images";

type Props = {
  /** A variant base (`/media/files/…`) or, for pictures from before uploads, a plain address. */
  src: string;
  kind: ImageKind;
  alt: string;
  /** How wide the image is drawn, for the browser to pick a width (`(min-width: 1024px) 50vw, 100vw`). */
  sizes: string;
  /** Above the fold: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
};

/**
 * An uploaded picture in AVIF (smallest) with WebP for older browsers, each at the kind's
 * widths; width and height from the kind so nothing moves while it loads; lazy below the fold.
 */
export function ResponsiveImage({ src, kind, alt, sizes, priority = false, className = "" }: Props) {
  const { widths } = IMAGE_KINDS[kind];
  const middle = widths[Math.min(1, widths.length - 1)]!;
  const loading = priority ? "eager" : "lazy";
  const size = { width: middle, height: heightFor(kind, middle) };
  if (!isVariantBase(src)) return <img src={src} alt={alt} {...size} loading={loading} decoding="async" className={className} />;
  const srcSet = (format: "avif" | "webp") => widths.map((w) => `${variantUrl(src, w, format)} ${w}w`).join(", ");
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <img
        src={variantUrl(src, middle, "webp")}
        srcSet={srcSet("webp")}
        sizes={sizes}
        alt={alt}
        {...size}
        loading={loading}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        className={className}
      />
    </picture>
  );
}
