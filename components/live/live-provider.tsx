"use client";

import { useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { isLiveTopic, type TChange, type TLiveTopic } from "@/lib/live-topics";

// One Server-Sent Events connection per tab (/api/stream). The browser's EventSource reconnects by itself
// and sends Last-Event-ID, so the server replays what was missed. The first connection sends `since`, the
// time the server rendered the page (less a margin), so a change committed between the page's read and
// the stream's start is replayed too. Components subscribe by topic.

type TListener = (change: TChange) => void;
type TLive = { subscribe(topic: TLiveTopic, listener: TListener): () => void; connected: boolean };

const LiveContext = createContext<TLive | null>(null);

export function LiveProvider({ since, children }: { since: number; children: ReactNode }) {
  const listeners = useRef(new Map<TLiveTopic, Set<TListener>>());
  const [connected, setConnected] = useState(false);

  const queryClient = useQueryClient();

  useEffect(() => {
    const source = new EventSource(`/api/stream?since=${since}`);
    let lostOnce = false;
    source.onopen = () => {
      setConnected(true);
      // After a reconnect the server replays what it can; refetching live data covers the rest.
      if (lostOnce) void queryClient.invalidateQueries();
    };
    source.onerror = () => {
      lostOnce = true;
      setConnected(false);
    };
    source.addEventListener("reset", () => void queryClient.invalidateQueries());
    // The session was ended (signed out elsewhere, by an administrator, the account disabled): loading the
    // page again sends it to sign-in and drops every client cache of this user's data.
    source.addEventListener("signed-out", () => {
      source.close();
      window.location.reload();
    });
    source.addEventListener("change", (event) => {
      const change = JSON.parse((event as MessageEvent<string>).data) as TChange;
      if (!isLiveTopic(change.topic)) return;
      for (const listener of listeners.current.get(change.topic) ?? []) listener(change);
    });
    return () => source.close();
  }, [queryClient, since]);

  const [live] = useState<Omit<TLive, "connected">>(() => ({
    subscribe(topic, listener) {
      const set = listeners.current.get(topic) ?? new Set();
      set.add(listener);
      listeners.current.set(topic, set);
      return () => void set.delete(listener);
    },
  }));

  return <LiveContext.Provider value={{ ...live, connected }}>{children}</LiveContext.Provider>;
}

export function useLive(): TLive {
  const live = useContext(LiveContext);
  if (!live) throw new Error("useLive() needs <LiveProvider> (app/(dashboard)/layout.tsx)");
  return live;
}
