import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Merchandise } from './merchandise.entity.js';
import { numericTransformer } from './numeric.transformer.js';
import { Order } from './order.entity.js';

@Entity({ name: 'order_items' })
export class OrderItem {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_order_items_order_id')
  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @ManyToOne(() => Order, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  // Relation<> keeps decorator metadata from touching the class during the circular import.
  order?: Relation<Order>;

  @Index('IDX_order_items_merch_id')
  @Column({ name: 'merch_id', type: 'uuid' })
  merchId: string;

  @ManyToOne(() => Merchandise)
  @JoinColumn({ name: 'merch_id' })
  merch?: Merchandise;

  @Column({ type: 'integer' })
  quantity: number;

  @Column({
    name: 'unit_price',
    type: 'numeric',
    precision: 10,
    scale: 2,
    transformer: numericTransformer,
  })
  unitPrice: number;

  @Column({
    name: 'total_price',
    type: 'numeric',
    precision: 10,
    scale: 2,
    transformer: numericTransformer,
  })
  totalPrice: number;

  @Column({ type: 'varchar', length: 20, nullable: true })
  size: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  color: string | null;
}
