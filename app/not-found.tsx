import Link from "next/link";
import { SearchX } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { Button } from "@/components/ui/button";

export default function NotFound() {
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-16">
      <EmptyState
        icon={SearchX}
        title="Page not found"
        description="There is no page at this address."
        action={
          <Button asChild variant="secondary">
            <Link href="/">Back to overview</Link>
          </Button>
        }
      />
    </main>
  );
}
