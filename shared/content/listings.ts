// Overviews the content blocks show: blogs (Sanity), looks and brands (the shop plugin).
import type { ProductCard, ShopImage } from '../catalogue/types';
import type { RichText, SanityImage } from './types';

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

/** A journal post at /blog/{slug}: the card fields plus its author, body and related posts. */
export interface BlogPost extends BlogCard {
  slug: string;
  author: { name: string; jobTitle: string } | null;
  body: RichText;
  related: BlogCard[];
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

/** A look's landing page (a Shopware landing page): its cover and the products of the outfit. */
export interface LandingPage {
  id: string;
  name: string;
  /** The look's SEO path, '/look/…'. */
  href: string;
  metaTitle: string | null;
  metaDescription: string | null;
  cover: ShopImage | null;
  products: ProductCard[];
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

/** The highest page an overview asks for (the API routes accept up to 1000). */
export const MAX_OVERVIEW_PAGE = 1000;

/** An overview's `?p=`: a whole number from 1; anything else is page 1. */
export function parsePageParam(params: URLSearchParams): number {
  const raw = (params.get('p') ?? '').trim();
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(page, 1), MAX_OVERVIEW_PAGE);
}
