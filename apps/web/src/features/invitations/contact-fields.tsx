import type { Control, FieldValues, Path } from "react-hook-form";
import { useText } from "../../i18n/use-text";
import { FormMobileFields } from "../../ui/form-mobile-fields";
import { FormTextField } from "../../ui/form-text-field";

type ContactForm = { name: string; email: string; mobile_prefix: string; mobile_number: string };
export const CONTACT_FIELDS = ["name", "email", "mobile_prefix", "mobile_number"] as const;

/** The customer's name, e-mail and UAE mobile, as every invitation form asks for them. */
export function ContactFields<T extends FieldValues & ContactForm>({ control }: { control: Control<T> }) {
  const { t } = useText();
  const name = (field: keyof ContactForm) => field as Path<T>;
  return (
    <>
      <FormTextField control={control} name={name("name")} label={t("Customer name")} autoComplete="off" required />
      <FormTextField
        control={control}
        name={name("email")}
        label={t("E-mail")}
        type="email"
        autoComplete="off"
        required
      />
      <FormMobileFields
        control={control}
        prefixName={name("mobile_prefix")}
        numberName={name("mobile_number")}
        autoComplete="off"
      />
    </>
  );
}
