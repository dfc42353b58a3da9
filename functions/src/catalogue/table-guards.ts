import { registerGuard } from '../tables';
import { productReservationGuard } from './product-guard';

// A product that unpaid store orders hold stock of is not deleted (issue 16).
registerGuard('products', productReservationGuard);
