"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useStepUp } from "@/components/auth/step-up-provider";
import { ColumnChooser } from "@/components/ui/column-chooser";
import { useTableColumns } from "@/components/ui/column-prefs";
import { COLUMNS_CONTAINER } from "@/components/ui/columns";
import { StatusMessage, type TStatusMessage } from "@/components/ui/status-message";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { TActionResult } from "@/lib/domain/shared/action-result";
import { UserActions } from "./user-actions";
import type { TUserRow } from "@/lib/domain/users/users";
import { UserCell } from "./user-cells";

/**
 * Every user, with what an administrator may do to each. Email, status and the actions always show; the
 * other columns as room allows or as the person chose (the chooser in the actions header).
 */
export function UsersTable({ users, currentUserId }: { users: TUserRow[]; currentUserId: string }) {
  const router = useRouter();
  const [message, setMessage] = useState<TStatusMessage>(null);
  const { withStepUp } = useStepUp();
  const columns = useTableColumns("users");

  async function run(call: () => Promise<TActionResult<unknown>>, done: string) {
    const { error } = await withStepUp(call);
    setMessage(error ? { tone: "error", text: error.message } : { tone: "ok", text: done });
    if (!error) router.refresh();
    return !error;
  }

  return (
    <div className="space-y-2">
      <StatusMessage message={message} testId="users-message" />
      <Table aria-label="Users" containerClassName={COLUMNS_CONTAINER}>
        <TableHeader>
          <TableRow>
            {columns.shown.map((c) => (
              <TableHead key={c.id} className={c.fit}>
                {c.header}
              </TableHead>
            ))}
            <TableHead className="pr-1 text-right">
              <span className="sr-only">Actions</span>
              <ColumnChooser label="the users" {...columns.chooser} />
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((u) => (
            <TableRow key={u.id} data-testid={`user-row-${u.email}`}>
              {columns.shown.map((c) => (
                <UserCell key={c.id} column={c} user={u} />
              ))}
              <TableCell className="whitespace-normal">
                <UserActions user={u} self={u.id === currentUserId} run={run} onMessage={setMessage} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
