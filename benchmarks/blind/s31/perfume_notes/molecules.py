"""Synthetic fragment-token sequences of fragrance molecules and their odour descriptors."""
import torch

FRAGMENTS = ("<pad>", "C", "CC", "CCC", "O", "=O", "C(=O)O", "OC", "c1ccccc1", "N", "S",
             "C=C", "C1CCCCC1", "CC(C)C", "C#N", "OCC")
NOTES = ("fruity", "floral", "woody", "musky", "citrus", "sulfurous")
MAX_LEN = 24


def describe(tokens):
    has = lambda frag: (tokens == FRAGMENTS.index(frag)).any(dim=1)
    count = lambda frag: (tokens == FRAGMENTS.index(frag)).sum(dim=1)
    length = (tokens > 0).sum(dim=1)
    fruity = has("C(=O)O") & (length < 14)
    floral = has("c1ccccc1") & (has("O") | has("OCC"))
    woody = has("C1CCCCC1") | (count("CC(C)C") >= 2)
    musky = (length >= 16) & (has("=O") | has("C1CCCCC1"))
    citrus = (count("C=C") >= 2) & ~has("c1ccccc1")
    sulfurous = has("S")
    return torch.stack([fruity, floral, woody, musky, citrus, sulfurous], dim=1).float()


def library(n, generator):
    lengths = torch.randint(6, MAX_LEN + 1, (n,), generator=generator)
    weights = torch.tensor([0.0, 3, 2, 1.5, 1, 0.5, 0.4, 0.7, 0.5, 0.4, 0.15, 0.6, 0.35, 0.5, 0.2, 0.5])
    tokens = torch.multinomial(weights, n * MAX_LEN, replacement=True, generator=generator)
    tokens = tokens.view(n, MAX_LEN)
    positions = torch.arange(MAX_LEN)[None, :]
    tokens = tokens.masked_fill(positions >= lengths[:, None], 0)
    return tokens, describe(tokens)
