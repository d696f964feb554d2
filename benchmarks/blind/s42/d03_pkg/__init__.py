"""Hop variety identification from headspace GC aroma profiles."""
