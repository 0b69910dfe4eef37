"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { RISK_FILTER } from "@/lib/domain/deadlines/deadlines";

/**
 * A queue read whole in the browser (Approvals) keeps its at-risk filter in the URL as `risk=at_risk`, the
 * same key and value the server-paged queues use, so a copied link shows the same view.
 */
export function useRiskFilter(): [boolean, (on: boolean) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const on = params.get("risk") === RISK_FILTER;
  const set = (next: boolean) => {
    const q = new URLSearchParams(params.toString());
    if (next) q.set("risk", RISK_FILTER);
    else q.delete("risk");
    const query = q.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
  return [on, set];
}
