import { imageUrl } from "@workbay/domain/image-sizes";

/**
 * A booking list image (000 spec section 2: 135x100, 155x115, 170x100): phones show 135 wide,
 * tablets 155, wider screens 170; the 340x200 copy serves screens with denser pixels.
 */
export function bookingListImage(fileName: string): { src: string; srcSet: string; sizes: string } {
  return {
    src: imageUrl(fileName, "170x100"),
    srcSet: [
      `${imageUrl(fileName, "135x100")} 135w`,
      `${imageUrl(fileName, "155x115")} 155w`,
      `${imageUrl(fileName, "170x100")} 170w`,
      `${imageUrl(fileName, "340x200")} 340w`,
    ].join(", "),
    sizes: "(max-width: 767px) 135px, (max-width: 1024px) 155px, 170px",
  };
}
