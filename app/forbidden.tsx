import Link from "next/link";
import { ShieldAlert } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { Button } from "@/components/ui/button";

export default function Forbidden() {
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-16" data-testid="forbidden">
      <EmptyState
        icon={ShieldAlert}
        title="You do not have access to this page"
        description="Your roles do not include it. The attempt was recorded. Ask an administrator if you need access."
        action={
          <Button asChild variant="secondary">
            <Link href="/">Back to overview</Link>
          </Button>
        }
      />
    </main>
  );
}
