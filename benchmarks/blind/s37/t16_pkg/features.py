import torch

FIELDS = {"site": 30, "device": 8, "hour": 24, "ad": 50}


def click_logs(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    cols = {k: torch.randint(0, v, (n,), generator=g) for k, v in FIELDS.items()}
    affinity = torch.randn(FIELDS["site"], FIELDS["ad"], generator=torch.Generator().manual_seed(1234))
    logit = affinity[cols["site"], cols["ad"]] - 1.5 + 0.3 * (cols["hour"] > 17).float()
    clicks = (torch.rand(n, generator=g) < torch.sigmoid(logit)).float()
    return torch.stack([cols[k] for k in FIELDS], 1), clicks
