"""Kombucha brewery: end-of-ferment pH and titratable acidity, retrained each month."""
