import { createContext, useCallback, useContext, useState } from "react";

type Severity = "success" | "error" | "info";
type Notice = { id: number; message: string; severity: Severity };

export const NOTICE_LIFETIME_MS = 5_000;
const NotifyContext = createContext<(message: string, severity?: Severity) => void>(() => {});

/** Bottom-left stack of notices that leave after 5 seconds (spec 3 §2.5, §9). */
export function NotificationsProvider({ children }: { children: React.ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const notify = useCallback((message: string, severity: Severity = "success") => {
    const id = Date.now() + Math.random();
    setNotices((current) => [...current, { id, message, severity }]);
    setTimeout(() => setNotices((current) => current.filter((n) => n.id !== id)), NOTICE_LIFETIME_MS);
  }, []);
  const colours: Record<Severity, string> = { success: "bg-green-700", error: "bg-red-700", info: "bg-slate-800" };
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {/* On a phone a drawer fills the screen: the stack sits above its action bar rather than on «Enregistrer». */}
      <div aria-live="polite" className="fixed bottom-4 left-4 z-[60] flex flex-col gap-2 max-sm:bottom-20">
        {notices.map((notice) => (
          <p
            key={notice.id}
            role={notice.severity === "error" ? "alert" : "status"}
            className={`rounded-md px-4 py-3 text-sm font-medium text-white shadow-lg ${colours[notice.severity]}`}
          >
            {notice.message}
          </p>
        ))}
      </div>
    </NotifyContext.Provider>
  );
}

export const useNotify = () => useContext(NotifyContext);
