import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { MerchandiseEntity } from './merchandise.entity.js';
import { numericTransformer } from './numeric.transformer.js';
// The type only: the relation names its target by entity name, so the two files do not import each other.
import type { OrderEntity } from './order.entity.js';

@Entity({ name: 'order_items' })
@Check('order_items_quantity_check', '"quantity" > 0')
export class OrderItemEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_order_items_order_id')
  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @ManyToOne('OrderEntity', (order: OrderEntity) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'order_items_order_id_fkey' })
  order?: Relation<OrderEntity>;

  @Index('IDX_order_items_merch_id')
  @Column({ name: 'merch_id', type: 'uuid' })
  merchId: string;

  @ManyToOne(() => MerchandiseEntity)
  @JoinColumn({ name: 'merch_id', foreignKeyConstraintName: 'order_items_merch_id_fkey' })
  merch?: MerchandiseEntity;

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
