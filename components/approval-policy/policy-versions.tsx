"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DateTime } from "@/components/ui/date-time";
import type { TPolicyVersion } from "@/lib/domain/initiation/policy-version";
import { PolicyWordsList } from "./policy-words-list";

type TProps = { versions: readonly TPolicyVersion[]; onLoad: (version: TPolicyVersion) => void };

/** Every saved version, newest (in force) first: who saved it, when, why, and what it said. */
export function PolicyVersions({ versions, onLoad }: TProps) {
  return (
    <section aria-labelledby="policy-versions-title" className="flex flex-col gap-2">
      <h2 id="policy-versions-title" className="text-base font-semibold">
        Version history
      </h2>
      {versions.length === 0 ? (
        <p className="text-sm text-muted-foreground">No version saved yet: the default is in force.</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="policy-versions">
          {versions.map((v, i) => (
            <li key={v.version} className="rounded-md border p-3 text-sm" data-version={v.version}>
              <details>
                <summary className="cursor-pointer">
                  <span className="inline-flex flex-wrap items-center gap-2">
                    {i === 0 ? <Badge status="done">In force</Badge> : null}
                    <span className="font-medium">Version {v.version}</span>
                    <span>
                      saved by {v.createdByEmail}, <DateTime iso={v.createdAt} />
                    </span>
                    <span className="text-muted-foreground">
                      {v.comment ? `“${v.comment}”` : "no comment"}
                    </span>
                  </span>
                </summary>
                <div className="mt-2 flex flex-col gap-2">
                  <PolicyWordsList
                    rules={v.rules}
                    otherwise={v.otherwise}
                    label={`Version ${v.version} in words`}
                  />
                  {i > 0 ? (
                    <div>
                      <Button size="sm" variant="secondary" onClick={() => onLoad(v)}>
                        Load version {v.version} into the editor
                      </Button>
                    </div>
                  ) : null}
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
