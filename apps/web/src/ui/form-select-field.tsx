/*
 * The member dialog's name for the plain FormSelect (ui/plain/form-select.tsx), kept while that dialog moves off MUI on
 * its own branch; it goes when nothing imports it.
 */
export { FormSelect as FormSelectField } from "./plain/form-select";
