-- Referrals recorded before the rules had Arabic (migration 0035) keep only their English trigger; the web used to
-- translate it by matching its wording at every view. The four shapes the rules ever wrote are given their Arabic
-- here once, as the rules write it now (a member's own words and a question's English stay as recorded).
UPDATE "underwriting_hits" SET "trigger_ar" = regexp_replace("trigger", '^Age ([0-9]+)$', 'العمر \1')
  WHERE "trigger_ar" = '' AND "trigger" ~ '^Age [0-9]+$';--> statement-breakpoint
UPDATE "underwriting_hits" SET "trigger_ar" = regexp_replace("trigger", '^Body-mass index ([0-9.]+) \(([0-9.]+) cm, ([0-9.]+) kg\)$', 'مؤشر كتلة الجسم \1 (\2 سم، \3 كغ)')
  WHERE "trigger_ar" = '' AND "trigger" ~ '^Body-mass index [0-9.]+ \([0-9.]+ cm, [0-9.]+ kg\)$';--> statement-breakpoint
UPDATE "underwriting_hits" SET "trigger_ar" = regexp_replace("trigger", '^Yes to "(.*)"$', 'الإجابة بنعم عن «\1»')
  WHERE "trigger_ar" = '' AND "trigger" ~ '^Yes to ".*"$';--> statement-breakpoint
UPDATE "underwriting_hits" SET "trigger_ar" = regexp_replace("trigger", '^Declared "(.*)" \(mentions "(.*)"\)$', E'أفصح عن «\u2068\\1\u2069» (يذكر «\u2068\\2\u2069»)')
  WHERE "trigger_ar" = '' AND "trigger" ~ '^Declared ".*" \(mentions ".*"\)$';
