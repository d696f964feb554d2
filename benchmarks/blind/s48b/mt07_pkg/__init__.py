"""Multi-scale Fourier-feature PINN for a draining vertical soap film."""
