/** The room as the checkout page shows it (the route's loader builds it from the room record). */
export type CheckoutRoom = {
  id: number;
  name: string;
  floor: string;
  address: string;
  city: string;
  seo_id: string;
  image: string | null;
  capacity: number | null;
  amenities: { code: string; name: string; icon: string }[];
  categories: { id: number; name: string }[];
  space_type: number;
  space_type_name: string;
  centreState: string;
};
