import { guardAllows, type GuardMode } from "~common/roles";
import { useRootData } from "~/lib/root-data";
import { RestrictedArea } from "./restricted-area";

/** Shows its children to whoever the mode allows, the restricted area to everyone else. */
export function Guard({ mode, children }: { mode: GuardMode; children: React.ReactNode }) {
  const { user } = useRootData();
  return guardAllows(user, mode) ? <>{children}</> : <RestrictedArea />;
}
