"""Synthetic gate-in records: carrier, size, customs hold, reefer flag, arrival weekday."""
from typing import Dict, Iterator

import torch

N_CARRIERS = 9


def gate_records(n: int, seed: int = 0) -> Dict[str, torch.Tensor]:
    g = torch.Generator().manual_seed(seed)
    carrier = torch.randint(0, N_CARRIERS, (n,), generator=g)
    weekday = torch.randint(0, 7, (n,), generator=g)
    size_40ft = (torch.rand(n, generator=g) < 0.6).float()
    reefer = (torch.rand(n, generator=g) < 0.15).float()
    customs_hold = (torch.rand(n, generator=g) < 0.2).float()
    carrier_delay = torch.linspace(0.5, 3.0, N_CARRIERS)[carrier]
    weekend = (weekday >= 4).float()
    mean_days = 2.0 + carrier_delay + 3.5 * customs_hold - 1.2 * reefer + 1.0 * weekend + 0.3 * size_40ft
    dwell = torch.distributions.Gamma(4.0, 4.0 / mean_days).sample()
    return {"carrier": carrier, "weekday": weekday,
            "flags": torch.stack([size_40ft, reefer, customs_hold], dim=1), "dwell": dwell}


def batched(records: Dict[str, torch.Tensor], size: int, seed: int) -> Iterator[Dict[str, torch.Tensor]]:
    n = records["dwell"].shape[0]
    perm = torch.randperm(n, generator=torch.Generator().manual_seed(seed))
    for idx in perm.split(size):
        yield {k: v[idx] for k, v in records.items()}
