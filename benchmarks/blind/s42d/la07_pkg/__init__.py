"""Cryptic-crossword clue difficulty: solve time and give-up rate from clue metadata."""
