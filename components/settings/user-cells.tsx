import { Badge } from "@/components/ui/badge";
import type { TColumn } from "@/components/ui/columns";
import { DateTime } from "@/components/ui/date-time";
import { TableCell } from "@/components/ui/table";
import { ROLE_LABELS } from "@/lib/auth/client-safe/roles";
import type { TUserRow } from "@/lib/domain/users/users";
import { cn } from "@/lib/utils/cn";

/** One cell of the users table; `c.fit` hides it while the table is too narrow for its column. */
export function UserCell({ column: c, user: u }: { column: TColumn<"users">; user: TUserRow }) {
  switch (c.id) {
    case "name":
      return <TableCell className={c.fit}>{u.name}</TableCell>;
    case "email":
      return <TableCell className={cn("font-mono text-xs", c.fit)}>{u.email}</TableCell>;
    case "roles":
      // May wrap: with SSO and 2FA beside several roles it is the longest text of the row.
      return (
        <TableCell className={cn("min-w-32 whitespace-normal", c.fit)}>
          {u.roles.map((r) => ROLE_LABELS[r]).join(", ")}
          {u.sso && <span className="text-muted-foreground"> · SSO</span>}
          {u.mfa && <span className="text-muted-foreground"> · 2FA</span>}
        </TableCell>
      );
    case "status":
      return (
        <TableCell className={c.fit}>
          {u.disabled ? (
            <Badge status="refused">Disabled</Badge>
          ) : u.lockedUntil ? (
            <Badge status="waiting">
              Locked until <DateTime iso={u.lockedUntil} />
            </Badge>
          ) : (
            <Badge status="done">Active</Badge>
          )}
        </TableCell>
      );
    case "lastSignIn":
      return (
        <TableCell className={c.fit}>
          {u.lastSignInAt ? (
            <DateTime iso={u.lastSignInAt} relative />
          ) : (
            <span className="text-muted-foreground">never</span>
          )}
        </TableCell>
      );
  }
}
