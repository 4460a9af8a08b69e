/**
 * Values set between Unicode isolates (U+2066 left to right, U+2067 right to left, U+2068 first strong … U+2069) in a
 * Typst layout: each one box, so it never breaks across lines, laid out in the isolate's own direction. A box takes the
 * surrounding direction otherwise, and an Arabic line would turn "H+" into "+H" and "Omar H." into ".Omar H"; a
 * first-strong isolate (a name) goes in the direction of its first letter.
 */
export const TYPST_ISOLATES = `
#let isolate-dir(s) = if s.starts-with("\\u{2067}") { rtl } else if s.starts-with("\\u{2066}") { ltr } else if s.match(regex("^[^\\\\p{L}]*\\\\p{Latin}")) != none { ltr } else { rtl }
#show regex("[\\u{2066}-\\u{2068}][^\\u{2069}]*\\u{2069}"): it => box(text(dir: isolate-dir(it.text), it))
`;
