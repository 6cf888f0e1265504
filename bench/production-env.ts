// Imported first by the in-process benches: React and React Router pick their production or
// development build when first loaded, from NODE_ENV.
process.env.NODE_ENV = "production";
