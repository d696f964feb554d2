"""Shopee price-match guarantee style product matching: ArcFace embeddings of title + image."""
