import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'courses' })
export class CourseEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', unique: true })
  title: string;

  @Column({ type: 'text' })
  description: string;

  /** e.g. "10 weeks" */
  @Column({ type: 'text' })
  duration: string;

  /** e.g. "Live Online + Studio Sessions"; the cards show the part before " + ". */
  @Column({ type: 'text' })
  format: string;

  /** Display text, e.g. "AED 2,400". */
  @Column({ type: 'text' })
  price: string;

  @Column({ type: 'text' })
  level: string;

  @Column({ type: 'text' })
  category: string;

  @Column({ type: 'text' })
  image: string;

  /** 1 for the featured course, 0 otherwise (the client compares with 1). */
  @Column({ type: 'integer', default: 0 })
  featured: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  syllabus: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  outcomes: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
