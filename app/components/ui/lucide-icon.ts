import { createElement, type ReactNode, type Ref, type SVGProps } from "react";

/** An icon as each of lucide-react's icon modules describes it (`__iconData`). */
export type LucideIconData = {
  name: string;
  node: readonly (readonly [string, Record<string, string | number>])[];
  aliases?: readonly unknown[];
  size?: number;
};

type IconProps = SVGProps<SVGSVGElement> & {
  size?: string | number;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
  ref?: Ref<SVGSVGElement>;
  children?: ReactNode;
};

/** Props that name an icon to assistive technologies: without one, it is hidden from them. */
const NAMING_PROP = /^(aria-|role$|title$)/;

/**
 * lucide-react's `createLucideIcon`, as the production build uses it in its place (decision 0044):
 * the same markup, without rebuilding the icon's description on every render. The shapes never
 * change: they are made once per icon and shared by its every render, and the classes of an
 * icon without its own are computed once. lucide's `LucideProvider` defaults are not read (the
 * app sets none).
 */
export default function createLucideIcon(icon: LucideIconData) {
  const box = icon.size ?? 24;
  const ownClasses = [
    "lucide",
    `lucide-${icon.name}`,
    ...(icon.aliases ?? []).filter((alias) => typeof alias === "string" && alias.trim() !== "").map((alias) => `lucide-${alias}`),
  ];
  const baseClassName = [...new Set(ownClasses)].join(" ");
  const shapes = icon.node.map(([tag, attributes]) => createElement(tag, attributes));

  function LucideIcon({ color, size, width, height, strokeWidth, absoluteStrokeWidth, nonScalingStroke, className, children, ...rest }: IconProps) {
    const drawnWidth = width ?? size ?? 24;
    const stroke = Number(strokeWidth ?? 2);
    const named = Boolean(children) || Object.keys(rest).some((name) => NAMING_PROP.test(name) && rest[name as keyof typeof rest] != null);
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: drawnWidth,
        height: height ?? size ?? 24,
        viewBox: `0 0 ${box} ${box}`,
        fill: "none",
        stroke: color || "currentColor",
        strokeWidth: absoluteStrokeWidth ? (stroke * box) / Number(drawnWidth) : (strokeWidth ?? 2),
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className ? [...new Set([...ownClasses, ...className.split(/\s+/).filter(Boolean)])].join(" ") : baseClassName,
        ...(named ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...(nonScalingStroke ? icon.node.map(([tag, attributes]) => createElement(tag, { vectorEffect: "non-scaling-stroke", ...attributes })) : shapes),
      children,
    );
  }
  LucideIcon.displayName = icon.name.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());
  return LucideIcon;
}
