"""Soft actor-critic for holding a stunt kite's line tension steady in gusty wind."""
