"""WGAN (weight clipping) that generates the trajectory of a slinky walking down a staircase."""
