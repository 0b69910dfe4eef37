"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Kbd } from "@/components/ui/kbd";
import { ListView } from "@/components/ui/list-view";
import { KeyboardShortcutsDialog } from "@/components/ui/shortcuts-dialog";
import { usePageKeys } from "@/components/ui/use-page-keys";
import { useUrlState } from "@/components/ui/use-url-state";
import { DRAFT_PAGE_SIZES, DRAFTS_URL, type TDraftPage } from "@/lib/domain/initiation/drafts-list";
import { DraftFiltersForm } from "./draft-filters-form";
import { DraftsList } from "./drafts-list";
import { DraftsTabs } from "./drafts-tabs";
import { draftHref, NEW_PAYMENT_HREF, pageLinks, UPLOAD_HREF, withParams } from "./drafts-url";
import { DRAFT_SHORTCUTS } from "./shortcut-keys";
import { useDrafts } from "./use-drafts";

type TProps = {
  initial: { query: string; page: TDraftPage };
  /** payments.create: "n" opens New payment, "u" the upload (the pages check it again). */
  canCreate: boolean;
};

/** The Drafts page's client half: tab and filters from the URL → the list, its keys and its pages. */
export function DraftsView({ initial, canCreate }: TProps) {
  const router = useRouter();
  const { query, invalid, push: pushQuery } = useUrlState(DRAFTS_URL);
  const list = useDrafts(query, initial);
  const [shortcuts, setShortcuts] = useState(false);
  usePageKeys(
    {
      "?": () => setShortcuts(true),
      n: canCreate ? () => router.push(NEW_PAYMENT_HREF) : undefined,
      u: canCreate ? () => router.push(UPLOAD_HREF) : undefined,
    },
    shortcuts,
  );

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <DraftsTabs query={query} onNavigate={pushQuery} />
      <DraftFiltersForm key={query} query={query} onApply={pushQuery} />
      <ListView
        query={query}
        invalid={invalid}
        onNavigate={pushQuery}
        list={list}
        rows={{
          idOf: (r) => r.id,
          attribute: "data-draft-id",
          onOpen: (id) => router.push(draftHref(id)),
          disabled: shortcuts,
        }}
        pager={{
          label: "Draft pages",
          links: pageLinks(query, list.data),
          // The cursor is a row boundary, not an offset, so the view keeps its place at a new size.
          pageSize: {
            id: "drafts-page-size",
            value: new URLSearchParams(query).get("limit") ?? "50",
            sizes: DRAFT_PAGE_SIZES,
            onChange: (limit) => pushQuery(withParams(query, { limit })),
          },
        }}
        keysHint={
          <>
            {" the draft"}
            {canCreate ? (
              <>
                , <Kbd>n</Kbd> makes a new payment, <Kbd>u</Kbd> uploads a file of payments
              </>
            ) : null}
            , <Kbd>?</Kbd> shows every shortcut.
          </>
        }
        keysTestId="list-keys"
      >
        {(props) => <DraftsList {...props} />}
      </ListView>
      <KeyboardShortcutsDialog
        open={shortcuts}
        onOpenChange={setShortcuts}
        shortcuts={DRAFT_SHORTCUTS}
        canAct={canCreate}
      />
    </div>
  );
}
