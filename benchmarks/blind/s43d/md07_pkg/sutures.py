"""Synthetic ammonite shell / suture descriptors for seven genera."""
import torch

GENERA = ["Ceratites", "Dactylioceras", "Hildoceras", "Perisphinctes",
          "Baculites", "Scaphites", "Placenticeras"]
DESCRIPTORS = ["suture_fractal_dim", "saddles_per_half_whorl", "lobe_count",
               "whorl_expansion", "umbilical_ratio", "rib_density", "keel_height",
               "whorl_section_ratio", "tubercle_rows", "aperture_flare"]


def dig_site(n, gen, overlap=1.1):
    k, d = len(GENERA), len(DESCRIPTORS)
    centres = torch.randn(k, d, generator=torch.Generator().manual_seed(99))
    genus = torch.randint(0, k, (n,), generator=gen)
    x = centres[genus] + overlap * torch.randn(n, d, generator=gen)
    return x, genus
