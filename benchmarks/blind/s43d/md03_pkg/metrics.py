import torch


@torch.no_grad()
def expected_calibration_error(probs, labels, n_bins=10):
    conf, pred = probs.max(1)
    hit = (pred == labels).float()
    edges = torch.linspace(0, 1, n_bins + 1)
    ece = torch.zeros(())
    for lo, hi in zip(edges[:-1], edges[1:]):
        m = (conf > lo) & (conf <= hi)
        if m.any():
            ece += m.float().mean() * (conf[m].mean() - hit[m].mean()).abs()
    return ece.item()


@torch.no_grad()
def nll(probs, labels):
    return -probs[torch.arange(len(labels)), labels].clamp_min(1e-12).log().mean().item()
