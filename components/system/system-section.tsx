import type { ReactNode } from "react";
import { Callout } from "@/components/ui/callout";
import type { TSection } from "@/lib/domain/system/system";

type TProps<T> = {
  id: string;
  title: string;
  /** What the section shows and where it comes from, in a sentence. */
  note: ReactNode;
  section: TSection<T>;
  children: (data: T) => ReactNode;
};

/** One titled part of the System page; a section that could not be read says so in place. */
export function SystemSection<T>({ id, title, note, section, children }: TProps<T>) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <div className="flex flex-col gap-0.5">
        <h2 id={id} className="text-sm font-semibold">
          {title}
        </h2>
        <p className="text-xs text-muted-foreground">{note}</p>
      </div>
      {section.ok ? (
        children(section.data)
      ) : (
        <Callout tone="error" title={section.error}>
          The other sections are unaffected; this one is read again in a few seconds.
        </Callout>
      )}
    </section>
  );
}
