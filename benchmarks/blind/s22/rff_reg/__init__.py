"""Random Fourier feature regression of a 2-D surface."""
