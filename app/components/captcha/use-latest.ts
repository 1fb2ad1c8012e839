import { useEffect, useRef } from "react";

/** The latest value of a callback prop, for listeners that are attached only once. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
