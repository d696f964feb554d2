"""Synthetic hot-spring water analyses as mixtures of a few unknown end-member waters.

Species in mmol/L: Cl, SO4, HCO3, Na, K, Ca, Mg, SiO2 (silica as a proxy for reservoir heat).
"""
import torch

SPECIES = ("Cl", "SO4", "HCO3", "Na", "K", "Ca", "Mg", "SiO2")
END_MEMBERS = ("deep_brine", "acid_sulfate", "meteoric", "seawater")


def sample_springs(n_springs, samples_per_spring, generator):
    truth = torch.tensor([
        [180.0, 5.0, 2.0, 150.0, 20.0, 12.0, 0.5, 9.0],
        [2.0, 60.0, 0.1, 4.0, 1.0, 10.0, 4.0, 6.0],
        [0.3, 0.2, 1.5, 0.5, 0.05, 0.6, 0.3, 0.4],
        [550.0, 28.0, 2.3, 470.0, 10.0, 10.0, 53.0, 0.1],
    ])
    concentration = torch.full((len(END_MEMBERS),), 0.5)
    shares = torch.distributions.Dirichlet(concentration).sample((n_springs,))
    spring = torch.arange(n_springs).repeat_interleave(samples_per_spring)
    clean = shares[spring] @ truth
    noise = 1.0 + 0.05 * torch.randn(clean.shape, generator=generator)
    return spring, (clean * noise).log1p(), shares
