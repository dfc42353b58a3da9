import { Laptop, ShieldCheck, Timer, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Section } from './section';

const POINTS = [
  {
    icon: Laptop,
    title: 'Refurbished laptops and phones',
    body: 'Business-grade devices, tested and ready to work.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure card payment',
    body: 'Pay online by card through a secure payment gateway.',
  },
  {
    icon: Truck,
    title: 'Free delivery in Gauteng',
    body: 'We deliver free of charge anywhere in the province.',
  },
  { icon: Timer, title: '72-hour delivery', body: 'Your order at your door within 72 hours.' },
];

/** The provider's online-store teaser. */
export function StoreTeaser() {
  return (
    <Section id="store" title="Our online store" intro="Equip your office for less." tone="brand">
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {POINTS.map(({ icon: Icon, title, body }) => (
          <div key={title} className="rounded-lg bg-background p-6 text-foreground shadow-sm">
            <Icon className="size-7 text-brand" aria-hidden="true" />
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{body}</p>
          </div>
        ))}
      </div>
      <Button asChild variant="accent" size="lg" className="mt-10">
        <Link to="/web-store">Visit the store</Link>
      </Button>
    </Section>
  );
}
