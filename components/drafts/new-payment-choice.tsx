"use client";

// A small radio group for the New payment form's two choices (scheme, kind of remittance): native radios,
// so arrow keys move between the options and Tab leaves the group, as everywhere else.

type TOption<T extends string> = { value: T; label: string };

export function Choice<T extends string>(props: {
  legend: string;
  name: string;
  value: T;
  options: readonly TOption<T>[];
  onChange: (value: T) => void;
  id?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-[13px] leading-5 font-medium">{props.legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {props.options.map((o, i) => (
          <label key={o.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={props.name}
              value={o.value}
              id={i === 0 ? props.id : undefined}
              className="size-4"
              checked={props.value === o.value}
              onChange={() => props.onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
