"""Dart landing-position GAN: learn where a club player's darts hit the board."""
