import type { Control, FieldValues } from "react-hook-form";
import { useText } from "../../i18n/use-text";
import { MobileFields } from "../../ui/plain/mobile-fields";
import { TextField } from "../../ui/plain/text-field";
import { useFormField } from "../../ui/use-form-field";

type ContactForm = { name: string; email: string; mobile_prefix: string; mobile_number: string };
export const CONTACT_FIELDS = ["name", "email", "mobile_prefix", "mobile_number"] as const;

/** The customer's name, e-mail and UAE mobile, as every invitation form asks for them. */
export function ContactFields<T extends FieldValues & ContactForm>({ control }: { control: Control<T> }) {
  const { t } = useText();
  // T holds the contact fields (its bound says so), so its control reads and writes them as the contact form's own.
  const contact = control as unknown as Control<ContactForm>;
  const nameField = useFormField(contact, "name");
  const emailField = useFormField(contact, "email");
  const prefixField = useFormField(contact, "mobile_prefix");
  const numberField = useFormField(contact, "mobile_number");
  return (
    <>
      <TextField
        {...nameField}
        label={t(/*i18n*/ { id: "invitations.contactFields.customerName", message: "Customer name" })}
        autoComplete="off"
        required
      />
      <TextField
        {...emailField}
        label={t(/*i18n*/ { id: "invitations.contactFields.eMail", message: "E-mail" })}
        type="email"
        autoComplete="off"
        required
      />
      <MobileFields prefix={prefixField} number={numberField} autoComplete="off" />
    </>
  );
}
