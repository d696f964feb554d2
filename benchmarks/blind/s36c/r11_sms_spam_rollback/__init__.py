"""fastText-style SMS spam filter with plateau rollback."""
