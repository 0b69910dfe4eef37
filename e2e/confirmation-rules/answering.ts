import { expect, test } from "@playwright/test";
import { addRule, decision, inForce, opsPage, queueRow, save, toast } from "../fixtures/confirmation-rules";
import { instantInbound, instantPayment } from "../fixtures/instant";
import { PLATFORM } from "../fixtures/e2e-env";
import { auditRows } from "../fixtures/users";
import { ACCEPT, asAdmin, REJECT, RUN } from "./run";

// Saved rules meeting the platform's payments (both projects).
export function answeringTests() {
  test(
    "saved rules answer matching payments before anyone sees them; one they leave waits for a person",
    PLATFORM,
    async ({ page, browser }) => {
      await asAdmin(page);
      await addRule(page, { name: ACCEPT, pattern: `E2E-RA-${RUN}-*`, outcome: "ACCEPT" });
      await addRule(page, { name: REJECT, pattern: `E2E-RR-${RUN}-*`, outcome: "REJECT", reason: "AC06" });
      await expect(page.getByTestId("unsaved")).toBeVisible();
      const { version, changes } = await save(page, `e2e ${RUN}: accept and reject`);
      expect(changes).toContain(`Adds “${ACCEPT}” at position`);
      expect(changes).toContain(`Accept when end-to-end id E2E-RA-${RUN}-*`);
      expect(changes).toContain(`Reject (Account blocked, AC06) when end-to-end id E2E-RR-${RUN}-*`);
      expect((await inForce(page)).rules.map((r) => r.name)).toEqual(
        expect.arrayContaining([ACCEPT, REJECT]),
      );

      const { page: ops, ops: opsUser } = await opsPage(browser);
      await ops.goto("/instant");
      await expect(ops.getByTestId("live-indicator")).toHaveText("Live");
      await expect(ops.getByTestId("rules-line")).toContainText(`Confirmation rules version ${version}`);
      // Every phase each row shows, from the first render on: a rule's payment must never be "waiting".
      await ops.evaluate(() => {
        const seen: Record<string, string[]> = {};
        (window as unknown as { phases: typeof seen }).phases = seen;
        new MutationObserver(() => {
          for (const el of document.querySelectorAll('[data-testid="instant-row"]')) {
            const list = (seen[el.getAttribute("data-trx-id")!] ??= []);
            const phase = el.getAttribute("data-phase")!;
            if (list.at(-1) !== phase) list.push(phase);
          }
        }).observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ["data-phase"],
        });
      });

      const accepted = await instantInbound({ endToEndId: `E2E-RA-${RUN}-1` });
      const rejected = await instantInbound({ endToEndId: `E2E-RR-${RUN}-1` });
      const left = await instantInbound({ endToEndId: `E2E-RL-${RUN}-1` });

      // The one no rule matches waits for a person, who accepts it.
      const leftRow = queueRow(ops, left.id);
      await expect(leftRow).toHaveAttribute("data-phase", "waiting", { timeout: 4_000 });
      await leftRow.getByRole("button", { name: `Accept payment ${left.id}…` }).click();
      await leftRow.getByRole("button", { name: /^Confirm: accept payment/ }).click();
      await expect(toast(ops, `Payment ${left.id} accepted`)).toBeVisible();

      // The rules' payments arrive already decided, and the platform's outcome follows.
      await expect(queueRow(ops, accepted.id)).toHaveAttribute("data-phase", "settled", { timeout: 15_000 });
      await expect(queueRow(ops, accepted.id).getByTestId("decided-by")).toHaveText(
        `Accept, by rule ${ACCEPT} v${version}`,
      );
      await expect(queueRow(ops, rejected.id)).toHaveAttribute("data-phase", "settled", { timeout: 15_000 });
      await expect(queueRow(ops, rejected.id).getByTestId("phase")).toContainText("Rejected");
      await expect(queueRow(ops, rejected.id).getByTestId("decided-by")).toHaveText(
        `Reject: Account blocked, by rule ${REJECT} v${version}`,
      );
      const phases = await ops.evaluate(
        () => (window as unknown as { phases: Record<string, string[]> }).phases,
      );
      for (const id of [accepted.id, rejected.id]) expect(phases[String(id)] ?? []).not.toContain("waiting");
      expect(phases[String(left.id)]).toContain("waiting");

      expect((await instantPayment(accepted.id)).internal.confirmation).toMatchObject({
        decision: "ACCEPT",
        by: "response",
      });
      expect(await instantPayment(rejected.id)).toMatchObject({
        status: "Rejected",
        origin_reason_code: "AC06",
      });

      await ops.goto("/instant?view=decisions&source=rule");
      await expect(decision(ops, accepted.id).getByTestId("source")).toHaveText(`rule ${ACCEPT} v${version}`);
      await expect(decision(ops, accepted.id).getByTestId("outcome")).toContainText(/Accepted|Completed/);
      await expect(decision(ops, rejected.id).getByTestId("source")).toHaveText(`rule ${REJECT} v${version}`);
      await expect(decision(ops, rejected.id).getByTestId("outcome")).toContainText("Rejected");
      // Answered from the webhook in milliseconds, well inside the window.
      const latency = Number(
        (await decision(ops, accepted.id).getByTestId("latency").innerText()).replace(" ms", ""),
      );
      expect(latency).toBeLessThan(2_000);
      await expect(decision(ops, left.id)).toHaveCount(0);
      await ops.getByLabel("Decided by").selectOption("user");
      await expect(decision(ops, left.id).getByTestId("source")).toHaveText(`user ${opsUser.email}`);

      expect(await auditRows({ action: "instant.rule_decision", target: `payment:${accepted.id}` })).toEqual([
        expect.objectContaining({ outcome: "success", actor_email: null }),
      ]);
      await ops.context().close();
    },
  );
}
