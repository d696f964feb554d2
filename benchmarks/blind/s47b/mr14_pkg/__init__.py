"""Teacher pseudo-labelling of paper-airplane glide tracks (noisy-student style)."""
