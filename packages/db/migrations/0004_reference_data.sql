-- Reference data every database needs, demo data or not (docs/decisions/0017). The demo seed
-- inserts the same rows with ON CONFLICT DO NOTHING, so either may come first.
INSERT INTO "product_types" ("id", "name", "slug", "sort_order") VALUES
  (1, 'Meeting Room', 'meeting-room', 1),
  (2, 'Event Space', 'event-space', 2),
  (7, 'Day Pass', 'day-pass', 3),
  (8, 'Virtual Office', 'virtual-office', 4),
  (9, 'Private Studio', 'private-studio', 5),
  (10, 'Flexible Desk', 'flexible-desk', 6),
  (11, 'Travel Pass', 'travel-pass', 7),
  (12, 'Pop Up', 'pop-up', 8),
  (16, 'Executive Day Pass', 'executive-day-pass', 9)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "cities" ("slug", "name", "label", "state", "latitude", "longitude", "is_active", "sort_order") VALUES
  ('bengaluru', 'Bengaluru', 'Bengaluru', 'Karnataka', 12.9716, 77.5946, true, 1),
  ('delhi', 'Delhi NCR', 'Delhi NCR', 'Delhi', 28.6139, 77.209, true, 2),
  ('mumbai', 'Mumbai', 'Mumbai', 'Maharashtra', 19.076, 72.8777, true, 3),
  ('chennai', 'Chennai', 'Chennai', 'Tamil Nadu', 13.0827, 80.2707, true, 4),
  ('hyderabad', 'Hyderabad', 'Hyderabad', 'Telangana', 17.385, 78.4867, true, 5),
  ('pune', 'Pune', 'Pune', 'Maharashtra', 18.5204, 73.8567, true, 6)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "amenities" ("code", "name", "icon") VALUES
  ('wifi', 'Wi-Fi', 'wifi'),
  ('projector', 'Projector', 'projector'),
  ('whiteboard', 'Whiteboard', 'whiteboard'),
  ('video-conferencing', 'Video Conferencing', 'video-conferencing'),
  ('air-conditioning', 'Air Conditioning', 'air-conditioning'),
  ('tea-coffee', 'Tea & Coffee', 'tea-coffee'),
  ('printer', 'Printer', 'printer'),
  ('parking', 'Parking', 'parking'),
  ('power-backup', 'Power Backup', 'power-backup'),
  ('lcd-screen', 'LCD Screen', 'lcd-screen'),
  ('phone-booth', 'Phone Booth', 'phone-booth'),
  ('reception', 'Reception', 'reception')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "suited_categories" ("id", "name", "slug") VALUES
  (1, 'Board Room Meetings', 'board-room-meetings'),
  (2, 'Team Meetings', 'team-meetings'),
  (3, 'Interview', 'interview'),
  (4, 'Workshops', 'workshops'),
  (5, 'Product Launches', 'product-launches'),
  (6, 'Networking', 'networking'),
  (7, 'Conferences', 'conferences'),
  (8, 'Brand Shoots', 'brand-shoots'),
  (9, 'Hackathons', 'hackathons'),
  (10, 'Training', 'training')
ON CONFLICT DO NOTHING;
