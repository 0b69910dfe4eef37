"use client";

import { ChevronDown } from "lucide-react";
import { useId, useState, type ComponentProps } from "react";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { inputClassName } from "@/components/ui/input";
import { cn } from "@/lib/utils/cn";

type TOption = { value: string; label: string };

type TProps = Omit<ComponentProps<"button">, "value" | "defaultValue" | "onChange"> & {
  /** The form field name: one hidden input per chosen value, so the form's FormData carries them. */
  name: string;
  options: TOption[];
  defaultValue: string[];
  /** Said when nothing is chosen (the filter does not narrow then). */
  anyLabel?: string;
};

/**
 * Several values of a short list (any of them matches). A menu of checkboxes that stays open while
 * choosing; the trigger is a real button, so the Field around it labels it and ties its messages to it.
 */
export function MultiSelect({
  name,
  options,
  defaultValue,
  anyLabel = "Any",
  className,
  ...trigger
}: TProps) {
  const [chosen, setChosen] = useState<string[]>(defaultValue);
  const summaryId = useId();
  const labels = options.filter((o) => chosen.includes(o.value)).map((o) => o.label);
  // A value from the URL the list does not (yet) know still shows, and still counts.
  const unknown = chosen.filter((v) => !options.some((o) => o.value === v));
  const summary = [...labels, ...unknown].join(", ") || anyLabel;
  const toggle = (value: string, on: boolean) =>
    setChosen((cur) => (on ? [...cur, value] : cur.filter((v) => v !== value)));

  return (
    <>
      {chosen.map((v) => (
        <input key={v} type="hidden" name={name} value={v} />
      ))}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <button
            type="button"
            {...trigger}
            // The Field's label names the button; the choice is read as its description, after any message.
            aria-describedby={[trigger["aria-describedby"], summaryId].filter(Boolean).join(" ")}
            className={cn(inputClassName, "flex h-8 items-center justify-between gap-1 text-left", className)}
          >
            <span id={summaryId} className={cn("truncate", chosen.length === 0 && "text-muted-foreground")}>
              {summary}
            </span>
            <ChevronDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="min-w-48">
          {options.map((o) => (
            <DropdownMenuCheckboxItem
              key={o.value}
              checked={chosen.includes(o.value)}
              onCheckedChange={(on) => toggle(o.value, on === true)}
              // Keep the menu open: choosing several is the point.
              onSelect={(event) => event.preventDefault()}
            >
              {o.label}
            </DropdownMenuCheckboxItem>
          ))}
          {chosen.length ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => setChosen([])}>
                Clear ({anyLabel.toLowerCase()})
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
