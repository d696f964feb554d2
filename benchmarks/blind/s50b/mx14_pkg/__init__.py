"""Zipper pull force: per-zipper-type prompt tuning on a frozen feature-token encoder."""
