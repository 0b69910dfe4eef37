import { deadlineState, formatTimeLeft, type TDeadline } from "@/lib/domain/deadlines/deadlines";

// A notification has no reader's zone: its times are written in UTC, with the zone named.

export function deadlineWords(d: TDeadline, now: number) {
  const at = new Date(d.deadlineAt);
  return {
    headline: deadlineState(d, now) === "overdue" ? "Overdue" : "At risk",
    deadline: `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`,
    left: formatTimeLeft(at.getTime() - now),
  };
}
