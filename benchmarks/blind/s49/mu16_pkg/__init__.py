"""Ice cubes cracking in a glass of soda: recover the crack/ring events from the fizz (per-file chunked training)."""
