"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DateTime } from "@/components/ui/date-time";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { StatusMessage, type TStatusMessage } from "@/components/ui/status-message";
import { endOwnSessionAction } from "@/lib/actions/own-sessions";
import type { TOwnSession } from "@/lib/domain/users/own-sessions";

/** The signed-in user's live sessions; "End" signs any other one out at its next request. */
export function SessionsTable({ sessions }: { sessions: TOwnSession[] }) {
  const router = useRouter();
  const [ending, setEnding] = useState<string | null>(null);
  const [message, setMessage] = useState<TStatusMessage>(null);

  async function end(s: TOwnSession) {
    setEnding(s.id);
    const { error } = await endOwnSessionAction({ sessionId: s.id });
    setEnding(null);
    setMessage(error ? { tone: "error", text: error.message } : { tone: "ok", text: "Session ended." });
    router.refresh();
  }

  if (sessions.length === 0)
    return <EmptyState title="No live sessions" description="Each sign-in in a browser appears here." />;
  return (
    <div className="space-y-2">
      <StatusMessage message={message} testId="sessions-message" />
      <Table aria-label="Your sessions">
        <TableHeader>
          <TableRow>
            <TableHead>Signed in</TableHead>
            <TableHead>Expires</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {sessions.map((s) => (
            <TableRow key={s.id} data-testid="session-row" data-current={s.current}>
              <TableCell>
                <DateTime iso={s.startedAt} />
              </TableCell>
              <TableCell>
                <DateTime iso={s.expiresAt} />
              </TableCell>
              <TableCell className="text-right">
                {s.current ? (
                  <Badge status="done">This session</Badge>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={ending !== null}
                    aria-label={`End the session signed in at ${s.startedAt}`}
                    onClick={() => void end(s)}
                  >
                    {ending === s.id ? "Ending…" : "End"}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {sessions.every((s) => s.current) && (
        <p className="text-sm text-muted-foreground" data-testid="no-other-sessions">
          No other browser is signed in as you.
        </p>
      )}
    </div>
  );
}
