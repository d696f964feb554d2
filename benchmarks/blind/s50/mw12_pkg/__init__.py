"""Point-cloud autoencoder for beach-combed snail shells (logarithmic-spiral tubes)."""
