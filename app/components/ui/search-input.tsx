import { Search } from "lucide-react";
import { inputClass } from "./field";

type SearchInputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "className"> & { className?: string };

/** A text search with its magnifier drawn inside (listings of articles, job sheets, trainings). */
export function SearchInput({ className = "", ...props }: SearchInputProps) {
  return (
    <div className={`relative ${className}`}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" />
      <input {...props} type="search" className={`${inputClass} pl-10`} />
    </div>
  );
}
