import type { Metadata } from "next";
import { DraftDetail } from "@/components/drafts/draft-detail";
import { DetailPage, detailTitle } from "@/components/ui/detail-page";
import { ErrorState } from "@/components/ui/error-state";
import { can } from "@/lib/auth/client-safe/permissions";
import { requirePage } from "@/lib/auth/require-page";
import { DRAFT_ROWS_LIMIT, ZDraftId } from "@/lib/domain/initiation/draft-view";
import { getDraft } from "@/lib/services/initiation/get-draft";

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  return detailTitle("Draft", (await params).id, 8);
}

// The draft is read here from Countersign's own database (a waiting draft's duplicate check also asks the
// platform's search), so the first render shows it; the browser then keeps it live through GET
// /api/drafts/{id}. Who may decide is shown from the roles and the draft's people, and checked again by the
// actions; the audit rows come only to readers with audit.view.
export default async function DraftPage({ params }: TProps) {
  const user = await requirePage("drafts.view");
  return (
    <DetailPage
      segment={(await params).id}
      schema={ZDraftId}
      trail={[{ label: "Drafts", href: "/drafts" }]}
      heading="Draft"
      noun="a draft id"
    >
      {async (id) => {
        const draft = await getDraft(id, user, { offset: 0, limit: DRAFT_ROWS_LIMIT });
        if (!draft) {
          return (
            <ErrorState
              title="There is no such draft."
              description="No draft has this id. Check the link, or find the draft in the Drafts list."
            />
          );
        }
        return (
          <DraftDetail
            initial={draft}
            canApprove={can(user.roles, "drafts.approve")}
            canCreate={can(user.roles, "payments.create")}
          />
        );
      }}
    </DetailPage>
  );
}
