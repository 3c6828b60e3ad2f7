// Overviews the content blocks show: blogs (Sanity), looks and brands (the shop plugin).
import type { SanityImage } from './types';

export interface BlogCard {
  id: string;
  title: string;
  href: string;
  excerpt: string;
  image: SanityImage | null;
  /** ISO date-time. */
  publishedAt: string;
  category: string;
}

export interface BlogList {
  blogs: BlogCard[];
  pagination: { page: number; totalBlogs: number; totalPages: number };
}

export const BLOG_PAGE_SIZE = 9;

export type LookGender = '' | 'dames' | 'heren';
export const LOOK_PAGE_SIZE = 12;

export interface LookCard {
  id: string;
  name: string;
  href: string;
  image: { url: string; alt: string } | null;
  productCount: number;
}

export interface LookList {
  looks: LookCard[];
  pagination: { page: number; totalPages: number; totalLooks: number };
}

export interface Brand {
  id: string;
  name: string;
  href: string;
}

export type BrandFilter = '' | 'dames' | 'heren';
