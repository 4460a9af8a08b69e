/**
 * Which document a dropped file probably is, from its name: "ahmed passport.pdf" is Ahmed's passport copy. A
 * suggestion only: the partner sees it and can move the file to another document before anything is uploaded.
 */

/** Words in a file's name that say which document it is, per slot key (sponsor and member slots share keys). */
export const DOCUMENT_NAME_HINTS: Readonly<Record<string, readonly string[]>> = {
  // Checked before the insurance certificate: "birth certificate" says birth, not insurance.
  birth_certificate: ["birth", "newborn"],
  emirates_id: ["emirates", "eid", "emiratesid", "emiratesidcard", "idcard"],
  passport: ["passport", "pp", "passportcopy"],
  visa: ["visa", "uid", "residence", "residency", "permit", "entry"],
  photograph: ["photo", "photograph", "picture", "pic", "selfie", "portrait"],
  insurance_certificate: ["insurance", "coi", "certificate"],
  labour_contract: ["labour", "labor", "contract", "employment", "mohre"],
  trade_licence: ["trade", "licence", "license", "tradelicence", "tradelicense"],
};

/** Where a file can go: one slot of one person. */
export type DocumentTarget = {
  /** Unique within the list, e.g. "member-2:passport". */
  key: string;
  /** The slot key ("passport", "visa", …). */
  slot: string;
  /** The names of the document's owner, matched against the file's name when several people are offered. */
  ownerNames: readonly string[];
};

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\.[a-z0-9]{1,5}$/, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function slotOf(fileWords: readonly string[], joined: string): string | null {
  for (const [slot, hints] of Object.entries(DOCUMENT_NAME_HINTS)) {
    if (hints.some((hint) => fileWords.includes(hint) || (hint.length >= 5 && joined.includes(hint)))) return slot;
  }
  return null;
}

function ownerScore(fileWords: readonly string[], ownerNames: readonly string[]): number {
  const names = ownerNames.flatMap(words).filter((name) => name.length >= 2);
  return names.filter((name) => fileWords.includes(name)).length;
}

/**
 * The target each file's name suggests, in the files' order, or null where it says nothing certain: no known word,
 * a document several people have with no name to choose between them, or a target an earlier file already took.
 */
export function suggestDocumentTargets(
  fileNames: readonly string[],
  targets: readonly DocumentTarget[],
  taken: ReadonlySet<string> = new Set(),
): (string | null)[] {
  const used = new Set(taken);
  return fileNames.map((fileName) => {
    const fileWords = words(fileName);
    const slot = slotOf(fileWords, fileWords.join(""));
    if (slot === null) return null;
    const candidates = targets.filter((target) => target.slot === slot && !used.has(target.key));
    let chosen = candidates.length === 1 ? candidates[0] : undefined;
    if (candidates.length > 1) {
      const scored = candidates.map((target) => ({ target, score: ownerScore(fileWords, target.ownerNames) }));
      const best = Math.max(...scored.map((s) => s.score));
      const leaders = scored.filter((s) => s.score === best);
      chosen = best > 0 && leaders.length === 1 ? leaders[0]?.target : undefined;
    }
    if (!chosen) return null;
    used.add(chosen.key);
    return chosen.key;
  });
}
