"""Toy time-series GAN: generates phase-shifted sine windows."""
