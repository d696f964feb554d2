"""Ski-wax recommender: pick the wax family from snow and air conditions.

Stage 1 pretrains on the legacy 3-family catalogue, stage 2 fine-tunes the
checkpoint on the current 5-family catalogue.
"""
