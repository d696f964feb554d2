"""Synthetic digitised herbarium sheets: leaf morphometrics per sheet, binomial species names."""
import torch

GENERA = ("Quercus", "Acer", "Salix", "Betula", "Sorbus", "Tilia")
EPITHETS = ("alba", "rubra", "nigra", "pendula", "cordata", "aria", "fragilis", "robur")
N_TRAITS = 24


def species_list():
    return [f"{g} {e}" for g in GENERA for e in EPITHETS]


def leaf_prototypes(names, generator):
    genus = torch.arange(len(names)) // len(EPITHETS)
    genus_shape = torch.randn(len(GENERA), N_TRAITS, generator=generator)
    species_shape = 0.7 * torch.randn(len(names), N_TRAITS, generator=generator)
    return genus_shape[genus] + species_shape


def sheets(prototypes, per_species, generator):
    label = torch.arange(len(prototypes)).repeat_interleave(per_species)
    pressing = 1.0 + 0.15 * torch.randn(len(label), 1, generator=generator)
    noise = 0.6 * torch.randn(len(label), N_TRAITS, generator=generator)
    return pressing * prototypes[label] + noise, label
