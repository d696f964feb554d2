import torch


def fingerprints(cfg, gen):
    """Sparse binary fingerprints with substructure motifs that drive each descriptor."""
    n, bits, k = cfg.n_molecules, cfg.n_bits, len(cfg.descriptors)
    fp = torch.zeros(n, bits)
    idx = torch.rand(n, bits, generator=gen).argsort(dim=1)[:, :cfg.bits_on]
    fp.scatter_(1, idx, 1.0)
    motifs = torch.randint(0, bits, (k, 3), generator=gen)        # 3 bits per motif
    hits = torch.stack([fp[:, m].sum(1) for m in motifs], dim=1)  # (n, k) in {0..3}
    mix = 0.3 * torch.randn(k, k, generator=gen)
    logits = 2.0 * (hits - 0.6) + hits @ mix - 1.0
    labels = (torch.rand(n, k, generator=gen) < torch.sigmoid(logits)).float()
    return fp, labels
