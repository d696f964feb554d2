"""Conditional GAN fast simulation of longitudinal calorimeter shower profiles."""
