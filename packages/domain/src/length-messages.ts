import { say } from "./i18n/say";

/**
 * The messages of a field's longest length, said by every form and answer alike. The spec's own fields (documents'
 * numbers, the renewal search) say them without a full stop, as its screens do.
 */
export const tooManyCharacters = (max: number, { stop = true } = {}) =>
  say(
    stop
      ? /*i18n*/ { id: "length.tooManyCharacters", message: "Cannot be more than {max} characters.", values: { max } }
      : /*i18n*/ {
          id: "length.tooManyCharactersUnstopped",
          message: "Cannot be more than {max} characters",
          values: { max },
        },
  );

export const tooManyDigits = (max: number, { stop = true } = {}) =>
  say(
    stop
      ? /*i18n*/ { id: "length.tooManyDigits", message: "Cannot be more than {max} digits.", values: { max } }
      : /*i18n*/ { id: "length.tooManyDigitsUnstopped", message: "Cannot be more than {max} digits", values: { max } },
  );

export const searchTextTooLong = (max: number) =>
  say(
    /*i18n*/ { id: "length.searchTextTooLong", message: "Search text is at most {max} characters.", values: { max } },
  );
