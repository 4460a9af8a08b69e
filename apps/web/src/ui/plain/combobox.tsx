import { useState } from "react";
import {
  Button,
  ComboBox,
  Group,
  Header,
  I18nProvider,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
} from "react-aria-components";
import { useFieldWiring } from "../field-wiring";
import { useAriaLocale } from "./aria-locale";
import { cx } from "./class-names";
import styles from "./combobox.module.css";
import { FieldHelper, FieldLabelText, FieldOutline, type FieldProps } from "./field-frame";
import iconButton from "./icon-button.module.css";
import { ICON_PATHS } from "./icons";
import { SvgIcon } from "./svg-icon";
import field from "./text-field.module.css";

/** One choice: the value kept, the words shown and typed, and the heading of the group it is listed under. */
export type ComboboxOption = { id: string; label: string; group: string };

type ComboboxProps = FieldProps<HTMLInputElement> & {
  /** The choices in the order shown; consecutive choices of one group are listed under its heading. */
  options: readonly ComboboxOption[];
  onBlur?: () => void;
};

/** Consecutive options of one group, under that group's heading. */
function groupsOf(options: readonly ComboboxOption[]) {
  const groups: { title: string; options: ComboboxOption[] }[] = [];
  for (const option of options) {
    const last = groups.at(-1);
    if (last?.title === option.group) last.options.push(option);
    else groups.push({ title: option.group, options: [option] });
  }
  return groups;
}

/**
 * A long list chosen by typing (MUI's Autocomplete), drawn and wired as the kit's other outlined fields (label,
 * `aria-invalid`, `aria-describedby` to the message below), on React Aria's ComboBox: typing filters the list, the
 * arrows move through it, Enter chooses, Escape closes it; leaving the field keeps only a chosen value. The list opens
 * under the field, as wide as it. `value` is the chosen option's id, "" while none is.
 */
export function Combobox({
  name,
  value,
  onChange,
  problem,
  inputRef,
  label,
  required = false,
  options,
  onBlur,
}: ComboboxProps) {
  const locale = useAriaLocale();
  const { helperId, helper, wrong, aria } = useFieldWiring({ problem });
  const [focused, setFocused] = useState(false);
  return (
    <I18nProvider locale={locale}>
      <ComboBox
        className={cx(
          field.root,
          (focused || value !== "") && field.shrink,
          focused && field.focused,
          wrong && field.error,
          field.adorned,
        )}
        selectedKey={value === "" ? null : value}
        onSelectionChange={(key) => onChange(key === null ? "" : String(key))}
        onFocusChange={setFocused}
        onBlur={onBlur}
        isRequired={required}
        isInvalid={wrong}
        validationBehavior="aria"
      >
        <Label className={field.label}>
          <FieldLabelText label={label} required={required} />
        </Label>
        <Group className={field.box} role="presentation">
          <Input ref={inputRef} name={name} className={field.input} {...aria} />
          <div className={field.adornment}>
            <Button className={cx(iconButton.iconButton, styles.toggle)}>
              <SvgIcon path={ICON_PATHS.arrowDropDown} />
            </Button>
          </div>
          <FieldOutline label={label} required={required} />
        </Group>
        <FieldHelper id={helperId}>{helper}</FieldHelper>
        <Popover className={styles.popover} offset={2}>
          <ListBox className={styles.list}>
            {groupsOf(options).map((group) => (
              <ListBoxSection key={group.title} id={group.title}>
                <Header className={styles.heading}>{group.title}</Header>
                {group.options.map((option) => (
                  <ListBoxItem key={option.id} id={option.id} textValue={option.label} className={styles.option}>
                    {option.label}
                  </ListBoxItem>
                ))}
              </ListBoxSection>
            ))}
          </ListBox>
        </Popover>
      </ComboBox>
    </I18nProvider>
  );
}
