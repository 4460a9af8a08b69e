/**
 * What a production deployment sets: a real gateway's keys, SMTP, the two-factor key, its public address and the
 * insurer its tax invoices name.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://portal.example.ae",
  PAYMENT_GATEWAY_URL: "https://secureacceptance.example.com/pay",
  PAYMENT_PROFILE_ID: "REAL-PROFILE",
  PAYMENT_ACCESS_KEY: "real-access-key",
  PAYMENT_SECRET_KEY: "a-real-secret-key-from-the-gateway",
  SMTP_URL: "smtp://mail.example.ae:587",
  TWO_FACTOR_KEY: "6f".repeat(32),
  INSURER_LEGAL_NAME: "Example Insurance PJSC",
  INSURER_ADDRESS: "Example Tower, Sheikh Zayed Road, Dubai, United Arab Emirates",
  INSURER_TRN: "100234567800003",
  INSURER_LEGAL_NAME_AR: "شركة التأمين المثال ش.م.ع",
  INSURER_ADDRESS_AR: "برج المثال، شارع الشيخ زايد، دبي، الإمارات العربية المتحدة",
  INSURER_REGISTRATION_NO: "42",
};
