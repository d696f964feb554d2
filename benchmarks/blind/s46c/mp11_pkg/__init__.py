"""Ensemble-critic actor-critic (REDQ-style) that decides how hard to sweep in front of a curling stone."""
