/** Customers who own the demo's taken slots, so the demo user's own lists start empty. */
export const DEMO_WALK_IN_USERS = [
  { name: "Rahul Menon", email: "rahul.menon@example.com", phone: "9845012345" },
  { name: "Priya Sharma", email: "priya.sharma@example.com", phone: "9810023456" },
  { name: "Arjun Iyer", email: "arjun.iyer@example.com", phone: "9884034567" },
  { name: "Neha Kapoor", email: "neha.kapoor@example.com", phone: "9820045678" },
  { name: "Vikram Reddy", email: "vikram.reddy@example.com", phone: "9849056789" },
] as const;
