import { inputClass } from "~/components/ui/field";
import type { ControlProps } from "./control-props";

/**
 * A text the drawer shows but cannot change (an e-mail's recipients and subject): its whole value,
 * wrapped over as many lines as it needs, where an input would cut it at the box's edge (issue 49).
 * `field-sizing: content` sizes it in Chromium; elsewhere the rows are estimated from the length.
 */
export function ReadOnlyText({ control, value }: { control: ControlProps; value: unknown }) {
  const text = value == null ? "" : String(value);
  return (
    <textarea
      {...control}
      readOnly
      rows={Math.min(8, Math.max(1, Math.ceil(text.length / 45)))}
      className={`${inputClass} resize-none [field-sizing:content] [overflow-wrap:anywhere]`}
      value={text}
    />
  );
}
