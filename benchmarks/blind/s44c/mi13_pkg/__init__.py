"""Quilt-block recogniser: which traditional block is on a 12x12 scan of a patchwork square."""
