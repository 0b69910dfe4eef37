"use client";

import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";

/** "At risk only": a pressed/unpressed button with the count, for a queue's toolbar. */
export function RiskToggle({
  on,
  count,
  onChange,
}: {
  on: boolean;
  count: number | null;
  onChange: (on: boolean) => void;
}) {
  return (
    <Button
      variant={on ? "primary" : "secondary"}
      aria-pressed={on}
      data-testid="risk-filter"
      onClick={() => onChange(!on)}
    >
      <TriangleAlert aria-hidden /> At risk only{count === null ? "" : ` (${count})`}
    </Button>
  );
}
