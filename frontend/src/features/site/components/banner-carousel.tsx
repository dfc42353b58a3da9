import {
  Carousel,
  CarouselAutoplayToggle,
  CarouselContent,
  CarouselDots,
  CarouselItem,
} from '../../../components/ui/carousel';
import type { SiteImage } from '../api/get-company-website-banner';
import { BannerImage } from './banner-image';

/** Several banners: the 5000 ms slideshow, with its pause control and dots above the content. */
export function BannerCarousel({
  images,
  label,
  onPainted,
}: {
  images: SiteImage[];
  label: string;
  onPainted?: () => void;
}) {
  return (
    // Not z-indexed: its controls (z-20) then sit above the content (z-10), the slides below.
    <Carousel
      autoplayMs={5000}
      label={label}
      className="absolute inset-0 [&_[data-slot=carousel-viewport]]:h-full"
    >
      <CarouselContent className="ml-0 h-full">
        {images.map((image, index) => (
          <CarouselItem key={image.name} className="h-full pl-0">
            <BannerImage
              url={image.url}
              srcset={image.srcset}
              first={index === 0}
              onPainted={onPainted}
            />
          </CarouselItem>
        ))}
      </CarouselContent>
      <div className="absolute right-4 bottom-5 z-20 flex items-center gap-1 rounded-full bg-white/85 px-1 text-foreground shadow">
        <CarouselAutoplayToggle />
        <CarouselDots />
      </div>
    </Carousel>
  );
}
