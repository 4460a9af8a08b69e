import Box from "@mui/material/Box";
import { MOBILE_NUMBER_LENGTH, UAE_MOBILE_PREFIXES } from "@pp/domain";
import type { Control, FieldValues, Path } from "react-hook-form";
import { FormSelectField } from "../../ui/form-select-field";
import { FormTextField } from "../../ui/form-text-field";

const MOBILE_PREFIX_OPTIONS = UAE_MOBILE_PREFIXES.map((p) => ({ value: p, label: p }));

type ContactForm = { name: string; email: string; mobile_prefix: string; mobile_number: string };
export const CONTACT_FIELDS = ["name", "email", "mobile_prefix", "mobile_number"] as const;

/** The customer's name, e-mail and UAE mobile, as every invitation form asks for them. */
export function ContactFields<T extends FieldValues & ContactForm>({ control }: { control: Control<T> }) {
  const name = (field: keyof ContactForm) => field as Path<T>;
  return (
    <>
      <FormTextField control={control} name={name("name")} label="Customer name" autoComplete="off" required />
      <FormTextField control={control} name={name("email")} label="E-mail" type="email" autoComplete="off" required />
      <Box sx={{ display: "flex", gap: 2, alignItems: "flex-start" }}>
        <Box sx={{ width: 120, flexShrink: 0 }}>
          <FormSelectField
            control={control}
            name={name("mobile_prefix")}
            label="Mobile code"
            options={MOBILE_PREFIX_OPTIONS}
            required
          />
        </Box>
        <FormTextField
          control={control}
          name={name("mobile_number")}
          label="Mobile number"
          autoComplete="off"
          required
          inputProps={{ inputMode: "numeric", maxLength: MOBILE_NUMBER_LENGTH }}
        />
      </Box>
    </>
  );
}
