ALTER TABLE "tpa_benefits" ADD COLUMN "section_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tpa_benefits" ADD COLUMN "benefit_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tpa_benefits" ADD COLUMN "cover_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tpa_network_providers" ADD COLUMN "area_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A database loaded before this change keeps its lines (they load only into empty tables): their Arabic, by the
-- line's place and English (the TPAs share their lines but the network's).
UPDATE "tpa_benefits" SET "section_ar" = 'الحدود', "benefit_ar" = 'الحد السنوي الإجمالي', "cover_ar" = '150,000 درهم لكل عضو في السنة' WHERE "position" = 1 AND "cover" = 'AED 150,000 per member per year';
--> statement-breakpoint
UPDATE "tpa_benefits" SET "section_ar" = 'الحدود', "benefit_ar" = 'النطاق الجغرافي', "cover_ar" = 'الإمارات العربية المتحدة؛ وخارجها للطوارئ فقط' WHERE "position" = 2 AND "cover" = 'UAE; emergencies only outside the UAE';
--> statement-breakpoint
UPDATE "tpa_benefits" SET "section_ar" = 'العلاج الداخلي', "benefit_ar" = 'الإقامة في المستشفى', "cover_ar" = 'غرفة مشتركة، مع مشاركة في الدفع بنسبة 20% بحد أقصى 500 درهم لكل زيارة' WHERE "position" = 3 AND "cover" = 'Shared room, 20% co-pay up to AED 500 per encounter';
--> statement-breakpoint
UPDATE "tpa_benefits" SET "section_ar" = 'العلاج الداخلي', "benefit_ar" = 'الجراحة والتخدير', "cover_ar" = 'مغطاة، مع مشاركة في الدفع بنسبة 20% بحد أقصى 500 درهم لكل زيارة' WHERE "position" = 4 AND "cover" = 'Covered, 20% co-pay up to AED 500 per encounter';
--> statement-breakpoint
UPDATE "tpa_benefits" SET "section_ar" = 'العلاج الداخلي', "benefit_ar" = 'العناية المركزة', "cover_ar" = 'مغطاة' WHERE "position" = 5 AND "cover" = 'Covered';
--> statement-breakpoint
UPDATE "tpa_benefits" SET "section_ar" = 'العلاج الخارجي', "benefit_ar" = 'استشارة طبيب عام', "cover_ar" = 'مغطاة، مع مشاركة في الدفع بنسبة 20%' WHERE "position" = 6 AND "cover" = 'Covered, 20% co-pay';
--> statement-breakpoint
UPDATE "tpa_benefits" SET "section_ar" = 'العلاج الخارجي', "benefit_ar" = 'استشارة طبيب أخصائي', "cover_ar" = 'مغطاة بإحالة، مع مشاركة في الدفع بنسبة 20%' WHERE "position" = 7 AND "cover" = 'Covered with referral, 20% co-pay';
--> statement-breakpoint
UPDATE "tpa_benefits" SET "section_ar" = 'العلاج الخارجي', "benefit_ar" = 'الفحوص التشخيصية (المختبر والأشعة السينية والموجات فوق الصوتية)', "cover_ar" = 'مغطاة، مع مشاركة في الدفع بنسبة 20%' WHERE "position" = 8 AND "cover" = 'Covered, 20% co-pay';
--> statement-breakpoint
UPDATE "tpa_benefits" SET "section_ar" = 'العلاج الخارجي', "benefit_ar" = 'الأدوية الموصوفة', "cover_ar" = 'مغطاة حتى 1,500 درهم في السنة، مع مشاركة في الدفع بنسبة 30%' WHERE "position" = 9 AND "cover" = 'Covered up to AED 1,500 per year, 30% co-pay';
--> statement-breakpoint
UPDATE "tpa_benefits" SET "section_ar" = 'الأمومة', "benefit_ar" = 'رعاية ما قبل الولادة', "cover_ar" = 'مغطاة داخل الشبكة، 8 زيارات' WHERE "position" = 10 AND "cover" = 'Covered at the network, 8 visits';
--> statement-breakpoint
UPDATE "tpa_benefits" SET "section_ar" = 'الأمومة', "benefit_ar" = 'الولادة الطبيعية', "cover_ar" = 'مغطاة حتى 7,000 درهم' WHERE "position" = 11 AND "cover" = 'Covered up to AED 7,000';
--> statement-breakpoint
UPDATE "tpa_benefits" SET "section_ar" = 'الأمومة', "benefit_ar" = 'الولادة القيصرية (عند الضرورة الطبية)', "cover_ar" = 'مغطاة حتى 10,000 درهم' WHERE "position" = 12 AND "cover" = 'Covered up to AED 10,000';
--> statement-breakpoint
UPDATE "tpa_benefits" SET "section_ar" = 'الطوارئ', "benefit_ar" = 'علاج الطوارئ', "cover_ar" = 'مغطى بالكامل، داخل الشبكة وخارجها في الإمارات' WHERE "position" = 13 AND "cover" = 'Covered in full, inside and outside the network in the UAE';
--> statement-breakpoint
UPDATE "tpa_benefits" SET "section_ar" = 'الطوارئ', "benefit_ar" = 'الإسعاف', "cover_ar" = 'مغطى عند الضرورة الطبية' WHERE "position" = 14 AND "cover" = 'Covered when medically necessary';
--> statement-breakpoint
UPDATE "tpa_benefits" SET "section_ar" = 'أخرى', "benefit_ar" = 'تغطية المولود الجديد', "cover_ar" = 'يُغطّى المولود منذ ولادته لمدة 30 يومًا ضمن وثيقة الأم' WHERE "position" = 15 AND "cover" = 'Covered from birth for 30 days under the mother''s policy';
--> statement-breakpoint
UPDATE "tpa_benefits" SET "section_ar" = 'أخرى', "benefit_ar" = 'العلاج الطبيعي', "cover_ar" = 'مغطى حتى 9 جلسات في السنة، مع مشاركة في الدفع بنسبة 20%' WHERE "position" = 16 AND "cover" = 'Covered up to 9 sessions per year, 20% co-pay';
--> statement-breakpoint
UPDATE "tpa_benefits" SET "section_ar" = 'الشبكة', "benefit_ar" = 'الشبكة', "cover_ar" = 'شبكة ⁦NEXTCARE⁩: ⁦RN3⁩' WHERE "position" = 17 AND "cover" = 'NEXTCARE network: RN3';
--> statement-breakpoint
UPDATE "tpa_benefits" SET "section_ar" = 'الشبكة', "benefit_ar" = 'الشبكة', "cover_ar" = 'شبكة ⁦NAS⁩: ⁦GN⁩' WHERE "position" = 17 AND "cover" = 'NAS network: GN';
--> statement-breakpoint
UPDATE "tpa_network_providers" SET "area_ar" = 'القصيص' WHERE "name" = 'Aster Clinic Al Qusais' AND "area" = 'Al Qusais';
--> statement-breakpoint
UPDATE "tpa_network_providers" SET "area_ar" = 'الصفا' WHERE "name" = 'Medcare Hospital Al Safa' AND "area" = 'Al Safa';
--> statement-breakpoint
UPDATE "tpa_network_providers" SET "area_ar" = 'مدينة خليفة' WHERE "name" = 'NMC Royal Hospital' AND "area" = 'Khalifa City';
--> statement-breakpoint
UPDATE "tpa_network_providers" SET "area_ar" = 'ديرة' WHERE "name" = 'Prime Medical Center Deira' AND "area" = 'Deira';
--> statement-breakpoint
UPDATE "tpa_network_providers" SET "area_ar" = 'ميدان الزهراء' WHERE "name" = 'Al Zahra Hospital' AND "area" = 'Al Zahra Square';
--> statement-breakpoint
UPDATE "tpa_network_providers" SET "area_ar" = 'الكرامة' WHERE "name" = 'Life Pharmacy Karama' AND "area" = 'Karama';
--> statement-breakpoint
UPDATE "tpa_network_providers" SET "area_ar" = 'البرشاء' WHERE "name" = 'Mediclinic Al Barsha' AND "area" = 'Al Barsha';
--> statement-breakpoint
UPDATE "tpa_network_providers" SET "area_ar" = 'الجرف' WHERE "name" = 'Thumbay Hospital' AND "area" = 'Al Jurf';
--> statement-breakpoint
UPDATE "tpa_network_providers" SET "area_ar" = 'شارع النجدة' WHERE "name" = 'Burjeel Hospital' AND "area" = 'Al Najda Street';
--> statement-breakpoint
UPDATE "tpa_network_providers" SET "area_ar" = 'جميرا' WHERE "name" = 'Emirates Hospital Clinic Jumeirah' AND "area" = 'Jumeirah';
--> statement-breakpoint
UPDATE "tpa_network_providers" SET "area_ar" = 'النهدة' WHERE "name" = 'Aster Pharmacy Al Nahda' AND "area" = 'Al Nahda';
--> statement-breakpoint
UPDATE "tpa_network_providers" SET "area_ar" = 'البرشاء' WHERE "name" = 'Saudi German Hospital' AND "area" = 'Al Barsha';
