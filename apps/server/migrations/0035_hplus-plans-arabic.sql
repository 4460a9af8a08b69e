ALTER TABLE "hplus_plans" ADD COLUMN "network_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hplus_plans" ADD COLUMN "area_of_cover_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hplus_plans" ADD COLUMN "room_type_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hplus_plans" ADD COLUMN "maternity_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hplus_plans" ADD COLUMN "dental_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hplus_plans" ADD COLUMN "optical_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hplus_plans" ADD COLUMN "wellness_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hplus_plans" ADD COLUMN "pre_existing_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hplus_plans" ADD COLUMN "waiting_periods_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "underwriting_hits" ADD COLUMN "description_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "underwriting_hits" ADD COLUMN "trigger_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "underwriting_rules" ADD COLUMN "description_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The seed catalogue's plans get their Arabic now: a database loaded before this migration keeps its plans (the
-- catalogue is loaded only when empty), and an Arabic screen or document would show them in English.
UPDATE "hplus_plans" SET "network_ar" = 'الشبكة العامة: العيادات والمراكز الطبية ومستشفيات مختارة', "area_of_cover_ar" = 'الإمارات العربية المتحدة؛ والحالات الطارئة خارج الدولة حتى 50,000 درهم', "room_type_ar" = 'غرفة مشتركة', "maternity_ar" = 'حتى 10,000 درهم لكل حمل، ونسبة مشاركة 20% في زيارات العيادات الخارجية', "dental_ar" = 'تسكين الألم في الحالات الطارئة فقط', "optical_ar" = 'غير مشمول', "wellness_ar" = 'غير مشمول', "pre_existing_ar" = 'مشمولة حتى 150,000 درهم سنويًا بعد انقضاء فترة الانتظار', "waiting_periods_ar" = '6 أشهر للحالات المرضية السابقة؛ و12 شهرًا للأمومة' WHERE "code" = 'silver' AND "network" = 'General network: clinics, medical centres and selected hospitals';--> statement-breakpoint
UPDATE "hplus_plans" SET "network_ar" = 'الشبكة الموسّعة: الشبكة العامة ومعظم المستشفيات الخاصة', "area_of_cover_ar" = 'الإمارات العربية المتحدة وشبه القارة الهندية ودول مجلس التعاون الخليجي ومصر', "room_type_ar" = 'غرفة خاصة', "maternity_ar" = 'حتى 20,000 درهم لكل حمل، دون نسبة مشاركة في زيارات متابعة الحمل', "dental_ar" = 'حتى 2,000 درهم سنويًا، ونسبة مشاركة 20%', "optical_ar" = 'حتى 750 درهم كل سنتين', "wellness_ar" = 'فحص صحي سنوي ابتداءً من السنة الثانية', "pre_existing_ar" = 'مشمولة حتى الحد السنوي بعد انقضاء فترة الانتظار', "waiting_periods_ar" = '6 أشهر للحالات المرضية السابقة؛ و6 أشهر للأمومة' WHERE "code" = 'gold' AND "network" = 'Extended network: the general network plus most private hospitals';--> statement-breakpoint
UPDATE "hplus_plans" SET "network_ar" = 'الشبكة الشاملة: جميع مقدّمي الخدمة لدى مدير المطالبات، بما فيها المستشفيات المتميزة', "area_of_cover_ar" = 'جميع أنحاء العالم باستثناء الولايات المتحدة الأمريكية وكندا', "room_type_ar" = 'غرفة خاصة مع سرير لمرافق', "maternity_ar" = 'حتى 40,000 درهم لكل حمل، دون نسبة مشاركة', "dental_ar" = 'حتى 5,000 درهم سنويًا، دون نسبة مشاركة', "optical_ar" = 'حتى 1,500 درهم سنويًا', "wellness_ar" = 'فحص صحي سنوي وتطعيمات', "pre_existing_ar" = 'مشمولة حتى الحد السنوي من تاريخ بدء التغطية', "waiting_periods_ar" = 'لا فترة انتظار للحالات المرضية السابقة؛ و3 أشهر للأمومة' WHERE "code" = 'platinum' AND "network" = 'Comprehensive network: every provider of the TPA, premium hospitals included';--> statement-breakpoint
-- Referrals recorded before this migration: the seed rules' reasons in Arabic, where the English is still the seed's.
UPDATE "underwriting_hits" SET "description_ar" = 'يبلغ 65 عامًا أو أكثر في يوم بدء التغطية' WHERE "rule_code" = 'age-65' AND "description" = 'Aged 65 or over on the day the cover starts';
--> statement-breakpoint
UPDATE "underwriting_hits" SET "description_ar" = 'مؤشر كتلة الجسم 35 أو أكثر' WHERE "rule_code" = 'bmi-35' AND "description" = 'Body-mass index of 35 or more';
--> statement-breakpoint
UPDATE "underwriting_hits" SET "description_ar" = 'أفصح عن حالة مرضية مزمنة' WHERE "rule_code" = 'chronic-condition' AND "description" = 'Declared a long-term condition';
--> statement-breakpoint
UPDATE "underwriting_hits" SET "description_ar" = 'إقامة في المستشفى أو عملية جراحية خلال السنوات الخمس الماضية' WHERE "rule_code" = 'hospital-stay' AND "description" = 'A hospital stay or an operation in the last 5 years';
--> statement-breakpoint
UPDATE "underwriting_hits" SET "description_ar" = 'يتلقى علاجًا أو يتناول أدوية موصوفة حاليًا' WHERE "rule_code" = 'current-treatment' AND "description" = 'Under treatment or on prescribed medicines now';
--> statement-breakpoint
UPDATE "underwriting_hits" SET "description_ar" = 'حامل حاليًا' WHERE "rule_code" = 'pregnancy' AND "description" = 'Currently pregnant';
--> statement-breakpoint
UPDATE "underwriting_hits" SET "description_ar" = 'حالة مرضية لا تغطيها خطط ⁦H+⁩ (يوصى بالرفض)' WHERE "rule_code" = 'uninsurable-conditions' AND "description" = 'A condition the H+ plans do not cover (decline recommended)';
