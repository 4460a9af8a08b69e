import { DateField } from "../plain/date-field";

type DateFilterProps = {
  label: string;
  /** ISO date or undefined. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  minDate?: string | undefined;
  maxDate?: string | undefined;
};

/**
 * A list's date filter: the portal's date field, small, typed as DD/MM/YYYY or picked from its calendar. Only a
 * complete, real date within the range (or an emptied field) changes the list, so half-typed dates send no request; a
 * complete date that cannot be used says why. The field follows the address when it changes elsewhere.
 */
export function DateFilter({ label, value, onChange, minDate, maxDate }: DateFilterProps) {
  return (
    <DateField
      name={label}
      label={label}
      size="small"
      value={value ?? ""}
      onChange={(iso) => onChange(iso || undefined)}
      problem={undefined}
      window={{ min: minDate, max: maxDate }}
      hint="DD/MM/YYYY"
      typed
      keepsLastDate
    />
  );
}
