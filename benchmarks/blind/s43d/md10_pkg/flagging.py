import torch
import torch.nn.functional as F


@torch.no_grad()
def crevasse_probability(model_or_list, x):
    if isinstance(model_or_list, (list, tuple)):
        return torch.stack([F.softmax(m(x), 1) for m in model_or_list]).mean(0)[:, 1]
    model_or_list.eval()
    return F.softmax(model_or_list(x), 1)[:, 1]


def hazard_report(p, y, stop_above=0.2):
    stops = p > stop_above
    missed = ((~stops) & (y == 1)).sum().item()
    return {"stops": int(stops.sum()), "missed_crevasses": missed,
            "acc": ((p > 0.5).long() == y).float().mean().item()}
