import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { UserEntity } from './entities/user.entity.js';

/** The account fields a registration stores. */
export type NewUser = Pick<
  UserEntity,
  'email' | 'username' | 'firstName' | 'lastName' | 'password'
>;

/** The profile fields a member may change. */
export type ProfileChanges = Partial<Pick<UserEntity, 'username' | 'firstName' | 'lastName'>>;

@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  /** By the stored (lower-cased) email. */
  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ email });
  }

  /** Case-insensitive, matching the unique index on lower(username). */
  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.username) = lower(:username)', { username })
      .getOne();
  }

  /** The account with its password hash, which no other lookup selects. */
  findByEmailWithPassword(email: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.password')
      .where('user.email = :email', { email })
      .getOne();
  }

  /** The password hash of an account (null when the account is gone). */
  async passwordHash(id: string): Promise<string | null> {
    const row = await this.users
      .createQueryBuilder('user')
      .select('user.id')
      .addSelect('user.password')
      .where('user.id = :id', { id })
      .getOne();
    return row?.password ?? null;
  }

  async setPassword(id: string, hashed: string): Promise<void> {
    await this.users.update({ id }, { password: hashed });
  }

  /** Inserts the account and answers it as stored; a unique violation is left to the caller. */
  async insert(user: NewUser): Promise<UserEntity> {
    const row = this.users.create(user);
    await this.users.insert(row);
    return this.users.findOneByOrFail({ id: row.id });
  }

  async setLastLoginAt(id: string, at: Date): Promise<void> {
    await this.users.update({ id }, { lastLoginAt: at });
  }

  async updateProfile(id: string, changes: ProfileChanges): Promise<void> {
    await this.users.update({ id }, changes);
  }
}
