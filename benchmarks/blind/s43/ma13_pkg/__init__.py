"""Jellyfish and gelatinous-plankton recognition from an in-situ camera, class-incremental with exemplar replay."""
