"""Distilling a bubble-wrap pop classifier from contact-microphone snippets."""
