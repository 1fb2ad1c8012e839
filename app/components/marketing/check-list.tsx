import { Check } from "lucide-react";

/** What an offer includes or a mission delivers, each item ticked with a green check. */
export function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="mt-6 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
