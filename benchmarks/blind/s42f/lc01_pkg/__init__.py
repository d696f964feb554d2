"""Car-rental quote -> booking conversion model (wide & deep)."""
