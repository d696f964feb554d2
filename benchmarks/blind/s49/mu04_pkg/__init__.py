"""Popcorn-machine event tagger: kernel pop / oil sizzle / lid rattle / idle hum, keyword-spotting style."""
